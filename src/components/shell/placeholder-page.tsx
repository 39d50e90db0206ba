import { Text } from '@mantine/core';
import { getTranslations } from 'next-intl/server';
import { TitledPage, type TPageKey } from './titled-page';

/** A guarded page whose content arrives with its own feature; the title and shell are real. */
export async function PlaceholderPage({ page }: { page: TPageKey }) {
  const t = await getTranslations('common');
  return (
    <TitledPage page={page}>
      <Text c="dimmed">{t('comingSoon')}</Text>
    </TitledPage>
  );
}
