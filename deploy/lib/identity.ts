import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';

/** The administrator calls the app makes on its pool (docs/security.md, user-pool settings). */
export const POOL_ADMIN_ACTIONS = ['cognito-idp:AdminGetUser', 'cognito-idp:AdminCreateUser', 'cognito-idp:AdminDeleteUser', 'cognito-idp:AdminSetUserPassword'] as const;

export type TIdentityProps = {
  /** The address people use, for the invitation's sign-in link. */
  appUrl: string;
  /** The sender of the pool's mail: an address on a domain verified in SES in the stack's region. */
  mailFromAddress: string;
  mailFromName: string;
};

/**
 * The user pool with the settings docs/security.md requires of a cloud pool, and its web app
 * client as src/server/auth uses it: a public client (no secret) signing in with SRP and refreshing
 * its tokens, no hosted UI or OAuth. The pool's own mail (codes, invitations) goes through SES: the
 * default Cognito sender allows about 50 messages a day.
 */
export class RumboIdentity extends Construct {
  readonly userPool: cognito.UserPool;
  readonly client: cognito.UserPoolClient;

  constructor(scope: Construct, id: string, props: TIdentityProps) {
    super(scope, id);
    this.userPool = new cognito.UserPool(this, 'UserPool', {
      userPoolName: 'rumbo',
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      // A new address counts only once its code is entered; the old verified one stays until then.
      keepOriginal: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      // At least 12 characters, no composition rules: Rumbo checks the common-password list itself.
      passwordPolicy: { minLength: 12, requireLowercase: false, requireUppercase: false, requireDigits: false, requireSymbols: false },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // Authenticator apps; SMS needs an SNS origination setup of its own (docs/operations.md).
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // Remembered devices: the app confirms every new device it is given (device SRP).
      deviceTracking: { challengeRequiredOnNewDevice: true, deviceOnlyRememberedOnUserPrompt: false },
      userInvitation: {
        emailSubject: 'Your Rumbo account',
        emailBody:
          `Your Rumbo account for {username} is ready. Sign in at ${props.appUrl}/auth with this email address and the temporary password {####}, ` +
          'then choose your own password. If you already chose one in the browser you paid with, this temporary password no longer works.',
      },
      userVerification: { emailStyle: cognito.VerificationEmailStyle.CODE, emailSubject: 'Your Rumbo code', emailBody: 'Your Rumbo code is {####}.' },
      email: cognito.UserPoolEmail.withSES({
        fromEmail: props.mailFromAddress,
        fromName: props.mailFromName,
        sesVerifiedDomain: props.mailFromAddress.split('@')[1],
      }),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: 'rumbo-web',
      generateSecret: false,
      // ALLOW_REFRESH_TOKEN_AUTH comes with every client. ALLOW_CUSTOM_AUTH (passwordless) waits for
      // the pool's challenge triggers, which this template does not hold.
      authFlows: { userSrp: true, userPassword: false, custom: false, adminUserPassword: false },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      // A list without `email`: an empty one would let the client write every attribute.
      writeAttributes: new cognito.ClientAttributes().withStandardAttributes({ fullname: true }),
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
  }

  /** The administrator calls of POOL_ADMIN_ACTIONS on this pool. */
  grantAdmin(grantee: iam.IGrantable): void {
    this.userPool.grant(grantee, ...POOL_ADMIN_ACTIONS);
  }
}
