'use client';

import { useTranslations } from 'next-intl';
import { PlainText, rem } from '~/components/plain/layout';
import { PlainList } from '~/components/plain/list';
import type { TStyle } from '~/components/plain/mantine-markup';
import { PASSWORD_RULES, unmetPasswordRules } from '~/domain/password';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/List.css';

/** Mantine's ThemeIcon (16 px, round); the colour says met or not. */
function RuleIcon({ isMet }: { isMet: boolean }) {
  const style: TStyle = {
    '--ti-size': rem(16),
    '--ti-radius': 'var(--mantine-radius-xl)',
    '--ti-bg': `var(--mantine-color-${isMet ? 'teal-8' : 'gray-5'})`,
    '--ti-color': 'var(--mantine-color-white)',
    '--ti-bd': `${rem(1)} solid transparent`,
  };
  return (
    <div style={style} className="m_7341320d" aria-hidden="true">
      <svg width="10" height="10" viewBox="0 0 10 10" fill="none" stroke="currentColor" strokeWidth="2">
        {isMet ? <path d="M2 5.5l2 2 4-5" /> : <circle cx="5" cy="5" r="1" />}
      </svg>
    </div>
  );
}

/** Rules as Mantine's List with a ThemeIcon each (tests/unit/plain-layout-markup.test.tsx): met ones in teal, announced as they change. */
export function RuleList({ id, items }: { id?: string; items: { key: string; label: string; isMet: boolean }[] }) {
  return (
    <PlainList
      id={id}
      aria-live="polite"
      data-testid="password-checklist"
      items={items.map(({ key, label, isMet }) => ({ key, content: label, isMet, c: isMet ? 'teal.9' : 'gray.8', icon: <RuleIcon isMet={isMet} /> }))}
    />
  );
}

/**
 * The password rule beside a new-password field (its description, under `id`): the length, ticked
 * as it is met while one types, and a word on passphrases and common passwords, which only the
 * server can check against its list.
 */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const t = useTranslations('auth');
  const unmet = new Set(unmetPasswordRules(password));
  return (
    <div id={id}>
      <RuleList items={PASSWORD_RULES.map((rule) => ({ key: rule, label: t(`passwordRule.${rule}`), isMet: !unmet.has(rule) }))} />
      <PlainText size="xs" c="dimmed" data-testid="password-hint">
        {t('passwordHint')}
      </PlainText>
    </div>
  );
}
