import { env } from '~/env';
import { getSession } from '~/server/auth/request-session';
import { AuthFlow } from './auth-flow';
import { pageMetadata } from '~/app/page-metadata';
import { ClientMessages } from '~/components/providers/client-messages';

export const dynamic = 'force-dynamic';

export const generateMetadata = () => pageMetadata('auth');

export default async function AuthPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ reason }, session] = await Promise.all([searchParams, getSession()]);
  return (
    <ClientMessages scope="/auth">
      <AuthFlow isExpiredRedirect={reason === 'expired'} signedInEmail={session?.email ?? null} supportEmail={env.SUPPORT_EMAIL} />
    </ClientMessages>
  );
}
