import { redirect } from 'next/navigation';

/** docs/product-rules.md §2 registers an application shell page under /_app: it opens the signed-in shell. */
export default function AppShellEntry() {
  redirect('/dashboard');
}
