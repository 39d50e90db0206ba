import { useId, type CSSProperties, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { FieldDescription, FieldError, FieldLabel } from './field-parts';
import classes from './fields.module.css';
import { rem } from './look';

/*
 * Rumbo's text fields: a label tied to its control, an optional description and error the control
 * names with `aria-describedby` (its error first, then its description, then its character count,
 * then the caller's own: a password's rule list), and `aria-invalid` while there is an error. The
 * password field, the switch and the select have their own modules, so a page loads only the
 * fields it shows.
 */

export type TFieldProps = {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** A character count ("1,950 / 2,000 characters"), shown under the input box. */
  count?: ReactNode;
  /** The control's id, where the caller needs to know it (to move the focus to the field). */
  id?: string;
  /** The widest the field gets, in pixels. */
  maw?: number;
};
export type TNativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & { 'data-testid'?: string; ref?: Ref<HTMLInputElement> };

/** One field's parts: what its frame shows, and its control's own attributes. */
export function useField({ label, description, error, count, disabled, own, id: givenId }: TFieldProps & { disabled?: boolean; own?: string }) {
  const generated = `field-${useId()}`;
  const id = givenId ?? generated;
  const describedBy = [error ? `${id}-error` : '', description ? `${id}-description` : '', count ? `${id}-count` : '', own ?? ''].filter(Boolean).join(' ');
  return {
    frame: { id, label, description, error, count },
    control: { id, disabled, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined },
  };
}

/** The label, description, input box and error around `input`. */
export function FieldFrame({
  id,
  label,
  description,
  error,
  count,
  required,
  size = 'sm',
  rootStyle,
  endWidth,
  isMultiline,
  isDescriptionAfter = false,
  maw,
  input,
  end,
}: Omit<TFieldProps, 'id'> & {
  id: string;
  required?: boolean;
  size?: 'xs' | 'sm';
  rootStyle?: CSSProperties;
  /** Room at the box's end for `end`: one icon, or a clear button beside a chevron. */
  endWidth?: 'icon' | 'wide';
  isMultiline?: boolean;
  /** The description under the input box (a character count) rather than above it. */
  isDescriptionAfter?: boolean;
  input: ReactNode;
  end?: ReactNode;
}) {
  const describe = description ? <FieldDescription id={id}>{description}</FieldDescription> : null;
  return (
    <div style={maw ? { maxWidth: rem(maw), ...rootStyle } : rootStyle} className={classes.field} data-size={size}>
      {label ? (
        <FieldLabel id={id} required={required}>
          {label}
        </FieldLabel>
      ) : null}
      {isDescriptionAfter ? null : describe}
      <div
        className={classes.box}
        data-error={error ? true : undefined}
        data-multiline={isMultiline || undefined}
        data-with-end={endWidth === 'wide' ? 'wide' : endWidth ? true : undefined}
      >
        {input}
        {end ? <div className={classes.end}>{end}</div> : null}
      </div>
      {isDescriptionAfter ? describe : null}
      {count ? (
        <p className={classes.description} id={`${id}-count`} data-over={error ? true : undefined}>
          {count}
        </p>
      ) : null}
      {error ? <FieldError id={id}>{error}</FieldError> : null}
    </div>
  );
}

/** A labelled text field with an optional description and error. */
export function TextInput({ label, description, error, count, id, maw, required, disabled, 'aria-describedby': own, ...rest }: TFieldProps & TNativeInput) {
  const field = useField({ label, description, error, count, disabled, own, id });
  return <FieldFrame {...field.frame} maw={maw} required={required} input={<input className={classes.control} {...field.control} required={required} {...rest} />} />;
}

/** A labelled multi-line field; `minRows` sets its height (it grows with its text where the browser can size a field to its content, up to `maxRows`). */
export function Textarea({
  label,
  description,
  error,
  count,
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
  const field = useField({ label, description, error, count, disabled, own, id });
  // Rows of text plus the box's vertical padding and border.
  const rowsHeight = (rows: number) => `calc(${rows} * var(--mantine-line-height) * var(--box-fz) + 2 * var(--box-padding-y) + 2px)`;
  const sizing: CSSProperties | undefined = minRows
    ? { fieldSizing: 'content', minHeight: rowsHeight(minRows), ...(maxRows ? { maxHeight: rowsHeight(maxRows) } : {}), ...style }
    : style;
  return (
    <FieldFrame
      {...field.frame}
      isMultiline
      isDescriptionAfter={isDescriptionAfter}
      required={required}
      input={<textarea className={classes.control} {...field.control} required={required} rows={minRows} style={sizing} {...rest} />}
    />
  );
}
