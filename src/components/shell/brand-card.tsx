'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { PlainGroup, PlainStack, PlainText, rem } from '~/components/plain/layout';
import type { TStyle } from '~/components/plain/mantine-markup';
import classes from './brand-card.module.css';
import { LanguageToggle } from './language-toggle';

/** The card of the signed-out screens (/auth, /onboarding): the brand and the language switch, then the page (Mantine's Paper as markup). */
export function BrandCard({ width, children }: { width: number; children: ReactNode }) {
  const t = useTranslations('common');
  const style: TStyle = { '--paper-radius': 'var(--mantine-radius-lg)', '--paper-shadow': 'var(--mantine-shadow-md)', width: '100%', maxWidth: rem(width) };
  return (
    <div style={style} className={`m_1b7284a3 ${classes.card}`}>
      <PlainStack>
        <PlainGroup justify="space-between">
          <PlainText fw={800} fz={22} c="orange.7">
            {t('appName')}
          </PlainText>
          <LanguageToggle />
        </PlainGroup>
        {children}
      </PlainStack>
    </div>
  );
}
