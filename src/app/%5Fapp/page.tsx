import { redirect } from 'next/navigation';

/** SPEC §2 registers an application shell page under /_app: it opens the signed-in shell. */
export default function AppShellEntry() {
  redirect('/dashboard');
}
