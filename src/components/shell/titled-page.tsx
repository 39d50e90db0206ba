import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import classes from './shell.module.css';

export type TPageKey = 'matches' | 'jobs' | 'applications' | 'documents' | 'settings' | 'jobPreferences' | 'resume';

/** A guarded page: its translated title (`pages.<page>.title`) above its content (wrapped in `MantineScope` by the pages that show Mantine's components). */
export async function TitledPage({ page, children }: { page: TPageKey; children: ReactNode }) {
  const t = await getTranslations('pages');
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t(`${page}.title`)}</h1>
      {children}
    </div>
  );
}
