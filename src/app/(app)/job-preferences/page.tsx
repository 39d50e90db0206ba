import { MantineScope } from '~/components/providers/mantine-scope';
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
        <MantineScope>
          <Prefetched queries={(api) => [api.user.preferences.prefetch(), api.jobs.options.prefetch()]}>
            <PreferencesForm />
          </Prefetched>
        </MantineScope>
      </TitledPage>
    </ClientMessages>
  );
}
