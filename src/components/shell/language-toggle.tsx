'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { isLocale, LOCALES } from '~/domain/locale';
import { storeLocale } from '../providers/locale-sync';
import { SegmentedChoice } from '../segmented-choice';

/** EN/ES switch; the choice is stored and the server re-renders in the new language. */
export function LanguageToggle({ fullWidth = false }: { fullWidth?: boolean }) {
  const locale = useLocale();
  const t = useTranslations('nav');
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  return (
    <SegmentedChoice
      label={t('language')}
      size="xs"
      fullWidth={fullWidth}
      disabled={isPending}
      value={locale}
      data={LOCALES.map((value) => ({ value, label: value.toUpperCase() }))}
      onChange={(value) => {
        if (!isLocale(value) || value === locale) return;
        storeLocale(value);
        startTransition(() => router.refresh());
      }}
    />
  );
}
