'use client';

import { createContext, useCallback, useContext, useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { CloseButton } from './controls';
import classes from './side-sheet.module.css';

/** Tells the SideSheet around it that a list or calendar inside it opened (true) or closed (false). */
const PopupWatch = createContext<(isOpen: boolean) => void>(() => undefined);

/**
 * For a field inside a SideSheet whose list or calendar opens: call it with true as it opens and
 * false as it closes, so that Escape closes that popup and not the panel.
 */
export const useSheetPopup = () => useContext(PopupWatch);

/**
 * A panel over the page from its right edge (the whole width on a phone): the browser's own modal
 * `<dialog>`, so the page behind is out of reach for the pointer, the keyboard and screen readers,
 * focus goes into the panel as it opens and back to where it was as it closes, and the title names
 * it. Escape, the close button and a click beside the panel ask `onClose`, which decides (a form
 * with unsaved changes may ask first). A dialog that opens inside it must render in place, not in
 * a portal at the end of the page, which the open panel makes unreachable.
 */
export function SideSheet({ opened, onClose, title, closeLabel, children }: { opened: boolean; onClose: () => void; title: ReactNode; closeLabel: string; children: ReactNode }) {
  const sheet = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const openPopups = useRef(0);
  const watchPopup = useCallback((isOpen: boolean) => {
    openPopups.current = Math.max(0, openPopups.current + (isOpen ? 1 : -1));
  }, []);
  useLayoutEffect(() => {
    const dialog = sheet.current;
    if (!dialog) return;
    if (opened && !dialog.open) dialog.showModal();
    if (!opened && dialog.open) dialog.close();
    // Popups open as it closed went with its content.
    if (!opened) openPopups.current = 0;
  }, [opened]);
  // Escape asks here, before the browser closes the dialog itself. One pressed in a dialog opened
  // inside the panel is that dialog's, and one pressed while a list or calendar is open in it
  // (useSheetPopup) closes that popup.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    if (openPopups.current > 0 || (event.target instanceof Element && event.target.closest('[role="dialog"], [aria-expanded="true"]'))) return;
    onClose();
  };
  // A click on the backdrop reaches the dialog element from outside its box.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const isInside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!isInside) onClose();
  };
  return (
    <dialog
      ref={sheet}
      className={classes.sheet}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onClick={onClick}
      // The browser's own close request (a phone's back gesture) asks too, and leaves the dialog open.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A browser may close it anyway (a second request without a tap between): it opens again and
      // asks, so that unsaved changes are never dropped without the question.
      onClose={(event) => {
        if (!opened || event.currentTarget.open || !event.currentTarget.isConnected) return;
        event.currentTarget.showModal();
        onClose();
      }}
    >
      {opened ? (
        <>
          <div className={classes.header}>
            <h2 id={titleId} className={classes.title}>
              {title}
            </h2>
            <CloseButton aria-label={closeLabel} onClick={onClose} />
          </div>
          <div className={classes.body}>
            <PopupWatch.Provider value={watchPopup}>{children}</PopupWatch.Provider>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
