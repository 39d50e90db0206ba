'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Group, Stack, Text, rem } from '~/components/ui/layout';
import type { TStyle } from '~/components/ui/controls';
import classes from './brand-card.module.css';
import { LanguageToggle } from './language-toggle';

/** The card of the signed-out screens (/auth, /onboarding): the brand and the language switch, then the page (a bordered surface, rounded and raised). */
export function BrandCard({ width, children }: { width: number; children: ReactNode }) {
  const t = useTranslations('common');
  const style: TStyle = { maxWidth: rem(width) };
  return (
    <div style={style} className={classes.card}>
      <Stack>
        <Group justify="space-between">
          <Text fw={800} fz={22} c="orange.7">
            {t('appName')}
          </Text>
          <LanguageToggle />
        </Group>
        {children}
      </Stack>
    </div>
  );
}
