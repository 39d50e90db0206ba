import { env } from '~/env';
import { BrandCard } from '~/components/shell/brand-card';
import { AuthFlow } from './auth-flow';
import { SignedInPart } from './signed-in-part';
import { pageMetadata } from '~/app/page-metadata';
import { ClientMessages } from '~/components/providers/client-messages';
import { createCaller } from '~/server/api/root';
import { createRequestContext } from '~/server/api/request-context';

export const dynamic = 'force-dynamic';

export const generateMetadata = () => pageMetadata('auth');

/** /auth: the sign-in steps, or who is signed in; each loads only its own code. */
export default async function AuthPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // One request context: the session is read (and its tokens refreshed) once for the page and its call.
  const [{ reason }, context] = await Promise.all([searchParams, createRequestContext()]);
  const { session } = context;
  const isExpiredRedirect = reason === 'expired';
  // A signed-in visitor's card comes whole in the HTML; if the status cannot be read here, the browser
  // asks. A plain server call (not ~/trpc/server, whose hydration part would join this page's code).
  const status = session
    ? await createCaller(context)
        .subscription.status()
        .catch(() => undefined)
    : undefined;
  return (
    <ClientMessages scope="/auth">
      <BrandCard width={440}>
        {session ? (
          <SignedInPart email={session.email} initialStatus={status} supportEmail={env.SUPPORT_EMAIL} isExpiredRedirect={isExpiredRedirect} />
        ) : (
          <AuthFlow isExpiredRedirect={isExpiredRedirect} />
        )}
      </BrandCard>
    </ClientMessages>
  );
}
