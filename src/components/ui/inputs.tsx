import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes, type CSSProperties } from 'react';
import { FieldError, FieldLabel, SMALL_TEXT } from './field-parts';
import { rem } from './layout';
import type { TStyle } from './controls';

/*
 * Mantine's TextInput, PasswordInput, NativeSelect, Textarea and Switch as the markup they render
 * (Input.css, PasswordInput.css, Switch.css style them), with no Mantine code in the browser. Two
 * differences on purpose: an `aria-describedby` given by the caller (a password's rule list, a
 * character count) reaches the control, where Mantine's inputs replace it with their own; a
 * password field with an error says so with `aria-invalid`, as the text field does, where
 * Mantine's sets only a data attribute. `tests/unit/plain-layout-markup.test.tsx` requires the same
 * markup as Mantine's components otherwise. The password field, the switch and the select have
 * their own modules, so a page loads only the fields it shows.
 */

export type TFieldProps = {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** The control's id, where the caller needs to know it (to move the focus to the field). */
  id?: string;
  /** The widest the field gets, in pixels. */
  maw?: number;
};
export type TNativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & { 'data-testid'?: string };

/**
 * One field's parts: what its frame shows, the state its input box carries, and its control's own
 * attributes (described by its error first, as Mantine does, then its description, then the caller's).
 */
export function useField({ label, description, error, disabled, own, id: givenId }: TFieldProps & { disabled?: boolean; own?: string }) {
  const generated = `field-${useId()}`;
  const id = givenId ?? generated;
  const describedBy = [error ? `${id}-error` : '', description ? `${id}-description` : '', own ?? ''].filter(Boolean).join(' ');
  return {
    frame: { id, label, description, error, disabled },
    state: { 'data-error': error ? true : undefined, 'data-disabled': disabled || undefined },
    control: { id, disabled, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined },
  };
}

function FieldDescription({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p style={{ '--input-description-size': SMALL_TEXT } as TStyle} className="m_fe47ce59" data-size="sm" id={`${id}-description`}>
      {children}
    </p>
  );
}

/** The label, description, input box and error of Mantine's Input.Wrapper around `input`. */
export function FieldFrame({
  id,
  label,
  description,
  error,
  required,
  disabled,
  rootClass = 'm_46b77525',
  rootStyle,
  hasRightSection,
  isMultiline,
  isDescriptionAfter = false,
  maw,
  boxStyle,
  input,
  rightSection,
}: Omit<TFieldProps, 'id'> & {
  id: string;
  required?: boolean;
  disabled?: boolean;
  rootClass?: string;
  rootStyle?: TStyle;
  hasRightSection?: boolean;
  isMultiline?: boolean;
  /** The description under the input box (a character count) rather than above it. */
  isDescriptionAfter?: boolean;
  /** More of the input box's variables. */
  boxStyle?: TStyle;
  input: ReactNode;
  rightSection?: ReactNode;
}) {
  const boxVars: TStyle = {
    ...(description && !isDescriptionAfter ? { '--input-margin-top': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
    ...(error || (description && isDescriptionAfter) ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
    '--input-height': 'var(--input-height-sm)',
    '--input-fz': 'var(--mantine-font-size-sm)',
    ...(isMultiline ? { '--input-padding-y': 'var(--input-padding-y-sm)' } : {}),
    ...boxStyle,
  };
  return (
    <div style={maw ? { maxWidth: rem(maw), ...rootStyle } : rootStyle} className={rootClass} data-size="sm" data-error={error ? true : undefined}>
      <FieldLabel id={id} required={required}>
        {label}
      </FieldLabel>
      {description && !isDescriptionAfter ? <FieldDescription id={id}>{description}</FieldDescription> : null}
      <div
        style={boxVars}
        className="m_6c018570"
        data-variant="default"
        data-size="sm"
        data-error={error ? true : undefined}
        data-disabled={disabled || undefined}
        data-multiline={isMultiline || undefined}
        data-with-right-section={hasRightSection || undefined}
      >
        {input}
        {rightSection}
      </div>
      {description && isDescriptionAfter ? <FieldDescription id={id}>{description}</FieldDescription> : null}
      {error ? <FieldError id={id}>{error}</FieldError> : null}
    </div>
  );
}

/** Mantine's TextInput: a labelled text field with an optional description and error. */
export function TextInput({ label, description, error, id, maw, required, disabled, 'aria-describedby': own, ...rest }: TFieldProps & TNativeInput) {
  const field = useField({ label, description, error, disabled, own, id });
  return (
    <FieldFrame
      {...field.frame}
      maw={maw}
      required={required}
      input={<input className="m_8fb7ebe7" data-variant="default" {...field.state} {...field.control} required={required} {...rest} />}
    />
  );
}

/** Mantine's Textarea; `rows` sets its height (it grows with its text where the browser can size a field to its content, up to `maxRows`). */
export function Textarea({
  label,
  description,
  error,
  disabled,
  minRows,
  maxRows,
  isDescriptionAfter,
  id,
  required,
  style,
  'aria-describedby': own,
  ...rest
}: TFieldProps & TextareaHTMLAttributes<HTMLTextAreaElement> & { minRows?: number; maxRows?: number; isDescriptionAfter?: boolean; 'data-testid'?: string }) {
  const field = useField({ label, description, error, disabled, own, id });
  // Rows of text plus the box's vertical padding and border, as Mantine's autosize measures them.
  const rowsHeight = (rows: number) => `calc(${rows} * var(--mantine-line-height) * var(--input-fz) + 2 * var(--input-padding-y) + 2px)`;
  const sizing: CSSProperties | undefined = minRows
    ? { fieldSizing: 'content', minHeight: rowsHeight(minRows), ...(maxRows ? { maxHeight: rowsHeight(maxRows) } : {}), ...style }
    : style;
  return (
    <FieldFrame
      {...field.frame}
      isMultiline
      isDescriptionAfter={isDescriptionAfter}
      required={required}
      input={<textarea className="m_8fb7ebe7" data-variant="default" {...field.state} {...field.control} required={required} rows={minRows} style={sizing} {...rest} />}
    />
  );
}
