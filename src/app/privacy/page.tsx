import { LegalPage } from '~/components/legal/legal-page';
import { pageMetadata } from '~/app/page-metadata';

export const generateMetadata = () => pageMetadata('privacy');

/** /privacy: the privacy policy, public. */
export default function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
