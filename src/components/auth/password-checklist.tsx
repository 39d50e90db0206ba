'use client';

import { List, ThemeIcon } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { PASSWORD_RULES, unmetPasswordRules } from '~/domain/password';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/List.css';

/** The password rule beside a new-password field, each part ticked as it is met while one types. */
export function PasswordChecklist({ password, id }: { password: string; id?: string }) {
  const t = useTranslations('auth.passwordRule');
  const unmet = new Set(unmetPasswordRules(password));
  return (
    <List id={id} size="sm" spacing={2} center aria-live="polite" data-testid="password-checklist">
      {PASSWORD_RULES.map((rule) => {
        const isMet = !unmet.has(rule);
        return (
          <List.Item
            key={rule}
            data-met={isMet}
            c={isMet ? 'teal.9' : 'gray.8'}
            icon={
              <ThemeIcon size={16} radius="xl" color={isMet ? 'teal.8' : 'gray.5'} aria-hidden>
                <svg width="10" height="10" viewBox="0 0 10 10" fill="none" stroke="currentColor" strokeWidth="2">
                  {isMet ? <path d="M2 5.5l2 2 4-5" /> : <circle cx="5" cy="5" r="1" />}
                </svg>
              </ThemeIcon>
            }
          >
            {t(rule)}
          </List.Item>
        );
      })}
    </List>
  );
}
