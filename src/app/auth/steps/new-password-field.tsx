'use client';

import { useTranslations } from 'next-intl';
import { PasswordChecklist } from '~/components/auth/password-checklist';
import { Stack } from '~/components/ui/layout';
import { PasswordField } from './fields';

/** A new password with the rule under it, ticked part by part as it is typed (checked again on the server). */
export function NewPasswordField({ value, onChange, label, rulesId = 'password-rules' }: { value: string; onChange: (value: string) => void; label?: string; rulesId?: string }) {
  const t = useTranslations('auth');
  return (
    <Stack gap={6}>
      <PasswordField label={label ?? t('newPassword')} autoComplete="new-password" aria-describedby={rulesId} value={value} onValue={onChange} />
      <PasswordChecklist id={rulesId} password={value} />
    </Stack>
  );
}
