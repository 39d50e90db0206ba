import { TitledPage } from '~/components/shell/titled-page';
import { PreferencesForm } from '~/components/preferences/preferences-form';

export default function JobPreferencesPage() {
  return (
    <TitledPage page="jobPreferences">
      <PreferencesForm />
    </TitledPage>
  );
}
