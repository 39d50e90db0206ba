'use client';

import '~/components/dialog-css';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { withMantineScope } from '../providers/mantine-scope';

export type TDeleteAccountProps = {
  opened: boolean;
  email: string;
  isPending: boolean;
  /** The failure, as text in the reader's language; null while none. */
  error: string | null;
  onConfirm: (typedEmail: string) => void;
  onCancel: () => void;
};

/**
 * The last step before an account is deleted: the person types the account's email, and only
 * then does the red button act. "Keep my account" is first and focused, so Enter alone never deletes.
 */
function DeleteAccountDialog({ opened, email, isPending, error, onConfirm, onCancel }: TDeleteAccountProps) {
  const t = useTranslations('accountData');
  const [typed, setTyped] = useState('');
  const isMatch = typed.trim().toLowerCase() === email.trim().toLowerCase();
  const [isTried, setTried] = useState(false);
  return (
    <Modal opened={opened} onClose={onCancel} title={t('dialogTitle')} centered data-testid="delete-account-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (isMatch) onConfirm(typed);
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('dialogBody')}</Text>
          <TextInput
            label={t('confirmLabel', { email })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
            error={isTried && !isMatch ? t('confirmMismatch') : undefined}
          />
          {error ? (
            <Alert color="red" py="xs" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} data-autofocus>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red" loading={isPending}>
              {t('confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The dialog, loaded on first open with its own Mantine scope. */
export const DeleteAccountModal = withMantineScope(DeleteAccountDialog);
