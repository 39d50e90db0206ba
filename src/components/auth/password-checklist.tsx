'use client';

import { useTranslations } from 'next-intl';
import { Text } from '~/components/ui/layout';
import { List } from '~/components/ui/list';
import classes from './password-checklist.module.css';
import { PASSWORD_RULES, unmetPasswordRules } from '~/domain/password';

/** A round 16 px mark beside a rule: a tick in teal once met, a dot in grey before. */
function RuleIcon({ isMet }: { isMet: boolean }) {
  return (
    <span className={isMet ? `${classes.mark} ${classes.met}` : classes.mark} aria-hidden="true">
      <svg width="10" height="10" viewBox="0 0 10 10" fill="none" stroke="currentColor" strokeWidth="2">
        {isMet ? <path d="M2 5.5l2 2 4-5" /> : <circle cx="5" cy="5" r="1" />}
      </svg>
    </span>
  );
}

/** Rules as a list with a mark each: met ones in teal, announced as they change. */
export function RuleList({ id, items }: { id?: string; items: { key: string; label: string; isMet: boolean }[] }) {
  return (
    <List
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
      <Text size="xs" c="dimmed" data-testid="password-hint">
        {t('passwordHint')}
      </Text>
    </div>
  );
}
