import type { ReactNode } from 'react';
import type { TStyle } from './controls';

// A field's label and error as Mantine's Input.Wrapper draws them, shared by the text fields (inputs.tsx) and the select (native-select.tsx), which a page may show without the other.

/** Mantine's small text of descriptions and errors. */
export const SMALL_TEXT = 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))';

export type TSize = 'xs' | 'sm';

/** A field's label, with Mantine's required mark. */
export function FieldLabel({ id, size = 'sm', required, children }: { id: string; size?: TSize; required?: boolean; children: ReactNode }) {
  return (
    <label
      style={{ '--input-label-size': `var(--mantine-font-size-${size})` } as TStyle}
      className="m_8fdc1311"
      data-size={size}
      data-required={required || undefined}
      htmlFor={id}
      id={`${id}-label`}
    >
      {children}
      {required ? (
        <span className="m_78a94662" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </label>
  );
}

/** A field's error message, which its control names as its first description. */
export function FieldError({ id, size = 'sm', children }: { id: string; size?: TSize; children: ReactNode }) {
  return (
    <p style={{ '--input-error-size': SMALL_TEXT } as TStyle} className="m_8f816625" data-size={size} id={`${id}-error`}>
      {children}
    </p>
  );
}
