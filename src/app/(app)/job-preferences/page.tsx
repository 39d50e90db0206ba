import { TitledPage } from '~/components/shell/titled-page';
import { PreferencesForm } from '~/components/preferences/preferences-form';
import { pageMetadata } from '~/app/page-metadata';
import { Prefetched } from '~/trpc/server';
import { ClientMessages } from '~/components/providers/client-messages';

export const generateMetadata = () => pageMetadata('jobPreferences');

export default function JobPreferencesPage() {
  return (
    <ClientMessages scope="/job-preferences">
      <TitledPage page="jobPreferences">
        <Prefetched queries={(api) => [api.user.preferences.prefetch(), api.jobs.choices.prefetch()]}>
          <PreferencesForm />
        </Prefetched>
      </TitledPage>
    </ClientMessages>
  );
}
