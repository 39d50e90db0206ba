import { Stack, Text, rem } from '~/components/ui/layout';
import { getTranslations } from 'next-intl/server';
import { ApplicationsCard } from '~/components/documents/applications-card';
import { PastMatchesCard } from '~/components/documents/past-matches-card';
import { StoredResumeCard } from '~/components/documents/stored-resume-card';
import { TitledPage } from '~/components/shell/titled-page';
import { pageMetadata } from '~/app/page-metadata';
import { Prefetched } from '~/trpc/server';
import { ClientMessages } from '~/components/providers/client-messages';

export const generateMetadata = () => pageMetadata('documents');

export default async function DocumentsPage() {
  const t = await getTranslations('documents');
  return (
    <ClientMessages scope="/documents">
      <TitledPage page="documents">
        <Text style={{ maxWidth: rem(720) }}>{t('lead')}</Text>
        <Prefetched queries={(api) => [api.resume.get.prefetch(), api.resume.pastMatches.prefetch(), api.applications.list.prefetch({})]}>
          <Stack gap="lg" style={{ maxWidth: rem(760) }}>
            <StoredResumeCard />
            <PastMatchesCard />
            <ApplicationsCard />
          </Stack>
        </Prefetched>
      </TitledPage>
    </ClientMessages>
  );
}
