import type { ReactNode } from 'react';
import classes from './shell.module.css';

/** Classes of a top-bar button (Mantine's global focus ring and press, the shell's look). */
export const SHELL_BUTTON_CLASS = `mantine-focus-auto mantine-active ${classes.button}`;

/** A top-bar button's label, and an optional mark after it, laid out as Mantine's Button does. */
export function ShellButtonBody({ children, right }: { children: ReactNode; right?: ReactNode }) {
  return (
    <span className={classes.buttonInner}>
      <span className={classes.buttonLabel}>{children}</span>
      {right ? <span className={classes.buttonSection}>{right}</span> : null}
    </span>
  );
}
