import { TitledPage } from '~/components/shell/titled-page';
import { PreferencesForm } from '~/components/preferences/preferences-form';
import { pageMetadata } from '~/app/page-metadata';
import { Prefetched } from '~/trpc/server';

export const generateMetadata = () => pageMetadata('jobPreferences');

export default function JobPreferencesPage() {
  return (
    <TitledPage page="jobPreferences">
      <Prefetched queries={(api) => [api.user.preferences.prefetch(), api.jobs.options.prefetch()]}>
        <PreferencesForm />
      </Prefetched>
    </TitledPage>
  );
}
