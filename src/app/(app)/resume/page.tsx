import { Text, rem } from '~/components/ui/layout';
import { getTranslations } from 'next-intl/server';
import { ResumeWorkspace } from '~/components/resume/resume-workspace';
import { TitledPage } from '~/components/shell/titled-page';
import { pageMetadata } from '~/app/page-metadata';
import { Prefetched } from '~/trpc/server';
import { ClientMessages } from '~/components/providers/client-messages';

export const generateMetadata = () => pageMetadata('resume');

export default async function ResumePage() {
  const t = await getTranslations('resume');
  return (
    <ClientMessages scope="/resume">
      <TitledPage page="resume">
        <Text style={{ maxWidth: rem(720) }}>{t('lead')}</Text>
        <Prefetched queries={(api) => [api.resume.get.prefetch()]}>
          {/* No Suspense boundary: the workspace comes in the first flush, so the footer never moves. */}
          <ResumeWorkspace />
        </Prefetched>
      </TitledPage>
    </ClientMessages>
  );
}
