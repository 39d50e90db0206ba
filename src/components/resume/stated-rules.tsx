'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '~/server/api/root';
import { Anchor, Text } from '~/components/ui/layout';

type TRule = NonNullable<inferRouterOutputs<AppRouter>['resume']['request']['result']>['rules'][number];
type TPlace = Extract<TRule, { places: unknown }>['places'][number];
type TMode = Extract<TRule, { modes: unknown }>['modes'][number];

/** Names places, languages and lists in the interface language (Intl knows every country and language in both). */
function useNames() {
  const locale = useLocale();
  const t = useTranslations('resume.results.rules');
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  const languages = new Intl.DisplayNames([locale], { type: 'language' });
  const and = new Intl.ListFormat(locale, { type: 'conjunction' });
  const or = new Intl.ListFormat(locale, { type: 'disjunction' });
  const place = (p: TPlace) => (p.kind === 'city' ? (locale === 'es' && p.es) || p.name : p.kind === 'country' ? (regions.of(p.code) ?? p.code) : t(`regions.${p.code}`));
  const mode = (m: TMode) => t(`modes.${m}`);
  return {
    places: (places: TPlace[]) => or.format(places.map(place)),
    modes: (modes: TMode[]) => or.format(modes.map(mode)),
    zones: (places: TPlace[]) => and.format(places.map(place)),
    language: (code: string) => languages.of(code) ?? code,
  };
}

/**
 * docs/product-rules.md §4.10: the rules read from the resume about where and how the person wants
 * to work ("From your resume: moving to London · remote only · English C1"), with the way to correct
 * them in /job-preferences. Nothing when the resume states none.
 */
export function StatedRules({ rules }: { rules: TRule[] }) {
  const t = useTranslations('resume.results.rules');
  const names = useNames();
  if (!rules.length) return null;
  const text = (rule: TRule): string => {
    switch (rule.code) {
      case 'relocateAnywhere':
      case 'noRelocation':
        return t(rule.code);
      case 'modeOnly':
      case 'modesWanted':
      case 'modesExcluded':
        return t(rule.code, { modes: names.modes(rule.modes) });
      case 'timeZones':
        return t(rule.code, { places: names.zones(rule.places) });
      case 'language':
        return rule.level ? t('languageLevel', { language: names.language(rule.language), level: t(`levels.${rule.level}`) }) : names.language(rule.language);
      default:
        return t(rule.code, { places: names.places(rule.places) });
    }
  };
  return (
    <Text size="sm" data-testid="stated-rules">
      <span>{t('lead')}</span> <span data-testid="stated-rules-list">{rules.map(text).join(' · ')}</span>.{' '}
      <Anchor href="/job-preferences" isPage>
        {t('correct')}
      </Anchor>
    </Text>
  );
}
