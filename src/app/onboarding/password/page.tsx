import { cookies } from 'next/headers';
import { OnboardingCard } from '~/components/onboarding/onboarding-card';
import { FirstPassword } from '~/components/onboarding/first-password';
import { pageMetadata } from '~/app/page-metadata';
import { ClientMessages } from '~/components/providers/client-messages';
import { getDeps } from '~/server/deps';
import { FIRST_PASSWORD_COOKIE, firstPasswordAccount } from '~/server/payments/first-password';

export const dynamic = 'force-dynamic';
export const generateMetadata = () => pageMetadata('onboardingPassword');

/**
 * /onboarding/password: right after paying in onboarding, the browser that paid chooses the new
 * account's password and is signed in. The capability is that browser's httpOnly cookie; without
 * a usable one the page says to sign in with the emailed temporary password, and names no account.
 */
export default async function OnboardingPasswordPage() {
  const token = (await cookies()).get(FIRST_PASSWORD_COOKIE)?.value;
  const account = await firstPasswordAccount(getDeps().firstPassword, token);
  return (
    <ClientMessages scope="/onboarding/password">
      <OnboardingCard>
        <FirstPassword email={account?.email ?? null} />
      </OnboardingCard>
    </ClientMessages>
  );
}
