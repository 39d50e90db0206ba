'use client';

import { useTranslations } from 'next-intl';
import { PASSWORD_RULES, unmetPasswordRules } from '~/domain/password';
import type { TStyle } from '~/components/plain/mantine-markup';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/List.css';

const LIST_STYLE: TStyle = { '--list-fz': 'var(--mantine-font-size-sm)', '--list-lh': 'var(--mantine-line-height-sm)', '--list-spacing': 'calc(0.125rem * var(--mantine-scale))' };

/** Mantine's ThemeIcon (16 px, round) in a list item's icon place; the colour says met or not. */
function RuleIcon({ isMet }: { isMet: boolean }) {
  const style: TStyle = {
    '--ti-size': 'calc(1rem * var(--mantine-scale))',
    '--ti-radius': 'var(--mantine-radius-xl)',
    '--ti-bg': `var(--mantine-color-${isMet ? 'teal-8' : 'gray-5'})`,
    '--ti-color': 'var(--mantine-color-white)',
    '--ti-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  };
  return (
    <span className="m_60f83e5b">
      <div style={style} className="m_7341320d" aria-hidden="true">
        <svg width="10" height="10" viewBox="0 0 10 10" fill="none" stroke="currentColor" strokeWidth="2">
          {isMet ? <path d="M2 5.5l2 2 4-5" /> : <circle cx="5" cy="5" r="1" />}
        </svg>
      </div>
    </span>
  );
}

/** Mantine's List with a ThemeIcon per item, as markup (tests/unit/plain-layout-markup.test.tsx): met items in teal. */
export function RuleList({ id, items }: { id?: string; items: { key: string; label: string; isMet: boolean }[] }) {
  return (
    <ul style={LIST_STYLE} className="m_abbac491" data-size="sm" id={id} aria-live="polite" data-testid="password-checklist">
      {items.map(({ key, label, isMet }) => (
        <li key={key} style={{ color: `var(--mantine-color-${isMet ? 'teal-9' : 'gray-8'})` }} className="m_abb6bec2" data-with-icon="true" data-centered="true" data-met={isMet}>
          <div className="m_75cd9f71">
            <RuleIcon isMet={isMet} />
            <span className="">{label}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The password rule beside a new-password field, each part ticked as it is met while one types (checked again on the server). */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const t = useTranslations('auth.passwordRule');
  const unmet = new Set(unmetPasswordRules(password));
  return <RuleList id={id} items={PASSWORD_RULES.map((rule) => ({ key: rule, label: t(rule), isMet: !unmet.has(rule) }))} />;
}
