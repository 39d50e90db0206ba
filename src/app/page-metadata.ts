import type { Metadata } from 'next';
import type { Messages } from 'next-intl';
import { getTranslations } from 'next-intl/server';

export type TTitledPage = keyof Messages['meta']['pages'];

/** A page's browser-tab title in the interface's language: the page, then the brand ("Jobs · Rumbo"). */
export async function pageMetadata(page: TTitledPage): Promise<Metadata> {
  const t = await getTranslations('meta');
  return { title: t('pageTitle', { page: t(`pages.${page}`) }) };
}
