import type { ReactNode } from 'react';
import classes from './fields.module.css';

// A field's label and error, shared by the text fields (inputs.tsx) and the select (native-select.tsx), which a page may show without the other.

export type TSize = 'xs' | 'sm';

/** A field's label; a required field's mark is hidden from screen readers, which hear the control's own `required`. */
export function FieldLabel({ id, required, children }: { id: string; required?: boolean; children: ReactNode }) {
  return (
    <label className={classes.label} htmlFor={id} id={`${id}-label`}>
      {children}
      {required ? (
        <span className={classes.required} aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </label>
  );
}

/** A field's error message, which its control names as its first description. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className={classes.error} id={`${id}-error`}>
      {children}
    </p>
  );
}

/** A field's description, which its control names after its error. */
export function FieldDescription({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p className={classes.description} id={`${id}-description`}>
      {children}
    </p>
  );
}
