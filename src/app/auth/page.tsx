import { getTranslations } from 'next-intl/server';
import { Anchor, Stack, Text } from '~/components/ui/layout';
import { Alert } from '~/components/ui/controls';
import { safeReturnPath } from '~/domain/return-path';
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

/** Said when the service cannot read who is signed in (the database is unreachable), with a way back to the page asked for. */
async function UnavailableNotice({ next }: { next: string | string[] | undefined }) {
  const t = await getTranslations('auth');
  return (
    <Alert color="orange" data-testid="unavailable-notice" role="alert">
      <Stack gap="xs">
        <Text size="sm">{t('unavailable')}</Text>
        <Anchor href={safeReturnPath(typeof next === 'string' ? next : undefined)} size="sm" fw={700}>
          {t('tryAgain')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** /auth: the sign-in steps, or who is signed in; each loads only its own code. */
export default async function AuthPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // One request context: the session is read (and its tokens refreshed) once for the page and its call.
  // When the caller's record cannot be read (the database is unreachable), the page says so rather than asking to sign in.
  // Sent here because the access check could not read it (reason=unavailable), the page does not wait on the database again.
  const { reason, next } = await searchParams;
  const context = reason === 'unavailable' ? null : await createRequestContext().catch(() => null);
  if (!context) {
    return (
      <ClientMessages scope="/auth">
        <BrandCard width={440}>
          <UnavailableNotice next={next} />
          <AuthFlow isExpiredRedirect={false} />
        </BrandCard>
      </ClientMessages>
    );
  }
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
