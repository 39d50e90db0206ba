'use client';

import '~/components/dialog-css';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { withMantineScope } from '../providers/mantine-scope';
import { logout } from '../shell/logout';
import { Form } from '../ui/form';
import { errorReason } from '~/domain/error-message';
import { api } from '~/trpc/react';

export type TDeleteAccountProps = { opened: boolean; email: string; onCancel: () => void };

/**
 * The last step before an account is deleted: the person types the account's email, and only
 * then does the red button act. "Keep my account" is first and focused, so Enter alone never deletes.
 */
function DeleteAccountDialog({ opened, email, onCancel }: TDeleteAccountProps) {
  const t = useTranslations('accountData');
  const queryClient = useQueryClient();
  const remove = api.user.deleteAccount.useMutation({
    // Signed out, storage cleared, and a full load of the home page, which says it is done.
    onSuccess: () => void logout(queryClient, () => window.location.assign('/?account=deleted')),
  });
  const error = remove.error ? (errorReason(remove.error) === 'deleteIncomplete' ? t('deleteIncomplete') : t('deleteFailed')) : null;
  const isPending = remove.isPending || remove.isSuccess;
  const onConfirm = (typedEmail: string) => remove.mutate({ confirm_email: typedEmail });
  const [typed, setTyped] = useState('');
  const isMatch = typed.trim().toLowerCase() === email.trim().toLowerCase();
  const [isTried, setTried] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={() => {
        remove.reset();
        onCancel();
      }}
      title={t('dialogTitle')}
      centered
      data-testid="delete-account-dialog"
    >
      <Form
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
            <Button
              variant="default"
              onClick={() => {
                remove.reset();
                onCancel();
              }}
              data-autofocus
            >
              {t('cancel')}
            </Button>
            <Button type="submit" color="red" loading={isPending}>
              {t('confirm')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Modal>
  );
}

/** The dialog, loaded on first open with its own Mantine scope. */
export const DeleteAccountModal = withMantineScope(DeleteAccountDialog);
