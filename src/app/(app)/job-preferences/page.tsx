import { TitledPage } from '~/components/shell/titled-page';
import { PreferencesForm } from '~/components/preferences/preferences-form';
import { pageMetadata } from '~/app/page-metadata';

export const generateMetadata = () => pageMetadata('jobPreferences');

export default function JobPreferencesPage() {
  return (
    <TitledPage page="jobPreferences">
      <PreferencesForm />
    </TitledPage>
  );
}
