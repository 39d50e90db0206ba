'use client';

import '~/components/dialog-css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { withMantineScope } from '../providers/mantine-scope';
import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';

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
  /**
   * Rendered where it stands instead of at the end of the page: inside an open modal dialog (the
   * application drawer), whose page behind is out of reach, a dialog at the end of the page would be too.
   */
  isInPlace?: boolean;
};

/**
 * The screen, for a dialog rendered in place: Mantine's dialog places its overlay and its box from
 * where it stands in the page (at the end of the page, the whole screen); inside a panel they would
 * start at the panel's edge. It lets every click through to what is under it, and its dialog takes
 * them again; above the panel's own parts.
 */
const IN_PLACE_SCREEN: CSSProperties = { position: 'fixed', inset: 0, zIndex: 200, pointerEvents: 'none' };

/** The dialog of `ConfirmDelete` (./confirm-delete), loaded when one is first opened. */
function DeleteDialog({ opened, title, body, confirm, isPending, error, onConfirm, onCancel, confirmColor = 'red', isInPlace = false }: TConfirmDeleteProps) {
  const t = useTranslations('documents');
  const dialog = (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      centered
      withinPortal={!isInPlace}
      style={isInPlace ? { pointerEvents: 'auto' } : undefined}
      data-testid="confirm-delete"
    >
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
  return isInPlace ? <div style={IN_PLACE_SCREEN}>{dialog}</div> : dialog;
}

/** The dialog, loaded on first open with its own Mantine scope. */
export const ConfirmDeleteDialog = withMantineScope(DeleteDialog);
