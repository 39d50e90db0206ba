import { PlaceholderPage } from '~/components/shell/placeholder-page';

export default function Page() {
  return <PlaceholderPage page="applications" />;
}
