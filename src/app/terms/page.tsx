import { LegalPage } from '~/components/legal/legal-page';
import { pageMetadata } from '~/app/page-metadata';

export const generateMetadata = () => pageMetadata('terms');

/** /terms: the terms of service, public. */
export default function TermsPage() {
  return <LegalPage document="terms" />;
}
