'use client';

import '~/components/dialog-css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { withMantineScope } from '../providers/mantine-scope';
import { useTranslations } from 'next-intl';

export type TConfirmDeleteProps = {
  opened: boolean;
  title: string;
  body: string;
  confirm: string;
  isPending: boolean;
  /** The failure, as text in the reader's language; null while none. */
  error: { title: string; text: string } | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** Red for what cannot be undone; the primary colour for a step that can (archive). */
  confirmColor?: 'red' | 'orange';
};

/** The dialog of `ConfirmDelete` (./confirm-delete), loaded when one is first opened. */
function DeleteDialog({ opened, title, body, confirm, isPending, error, onConfirm, onCancel, confirmColor = 'red' }: TConfirmDeleteProps) {
  const t = useTranslations('documents');
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered data-testid="confirm-delete">
      <Stack gap="md">
        <Text size="sm">{body}</Text>
        {error ? (
          <Alert color="red" py="xs" title={error.title} role="alert">
            {error.text}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {/* The safe choice first and focused, so Enter never deletes by accident. */}
          <Button variant="default" onClick={onCancel} data-autofocus>
            {t('cancel')}
          </Button>
          <Button color={confirmColor} onClick={onConfirm} loading={isPending}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The dialog, loaded on first open with its own Mantine scope. */
export const ConfirmDeleteDialog = withMantineScope(DeleteDialog);
