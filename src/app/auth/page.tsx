import { SignInForm } from './sign-in-form';

export default async function AuthPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { reason } = await searchParams;
  return <SignInForm isExpiredRedirect={reason === 'expired'} />;
}
