'use client';

import { useLatch } from '../use-latch';
import type { TConfirmDeleteProps } from './confirm-delete-dialog';
import { lazyPart } from '../lazy-part';

const ConfirmDeleteDialog = lazyPart(() => import('./confirm-delete-dialog').then((module) => module.ConfirmDeleteDialog));

/**
 * Asks before a deletion that cannot be undone. Cancel (or Escape, or the close button) keeps
 * everything; only the red button deletes. The dialog stays open while the deletion runs, and
 * shows why when it fails. Its code loads when it is first opened.
 */
export function ConfirmDelete(props: TConfirmDeleteProps) {
  return useLatch(props.opened) ? <ConfirmDeleteDialog {...props} /> : null;
}
