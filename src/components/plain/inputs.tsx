import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes, type CSSProperties } from 'react';
import { rem } from './layout';
import type { TStyle } from './mantine-markup';

/*
 * Mantine's TextInput, PasswordInput, NativeSelect, Textarea and Switch as the markup they render
 * (Input.css, PasswordInput.css, Switch.css style them), with no Mantine code in the browser. Two
 * differences on purpose: an `aria-describedby` given by the caller (a password's rule list, a
 * character count) reaches the control, where Mantine's inputs replace it with their own; a
 * password field with an error says so with `aria-invalid`, as the text field does, where
 * Mantine's sets only a data attribute. `tests/unit/plain-layout-markup.test.tsx` requires the same
 * markup as Mantine's components otherwise.
 */

const SMALL_TEXT = 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))';

export type TFieldProps = {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** The control's id, where the caller needs to know it (to move the focus to the field). */
  id?: string;
  /** The widest the field gets, in pixels. */
  maw?: number;
};
type TNativeInput = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & { 'data-testid'?: string };

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

type TSize = 'xs' | 'sm';

/** A field's label, with Mantine's required mark. */
function FieldLabel({ id, size = 'sm', required, children }: { id: string; size?: TSize; required?: boolean; children: ReactNode }) {
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
function FieldError({ id, size = 'sm', children }: { id: string; size?: TSize; children: ReactNode }) {
  return (
    <p style={{ '--input-error-size': SMALL_TEXT } as TStyle} className="m_8f816625" data-size={size} id={`${id}-error`}>
      {children}
    </p>
  );
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
export function PlainTextInput({ label, description, error, id, maw, required, disabled, 'aria-describedby': own, ...rest }: TFieldProps & TNativeInput) {
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

const EYE = 'M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z';
const EYE_OFF = [
  'M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53',
  'M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6',
];
const STROKE = { fill: 'none', stroke: 'currentColor', strokeLinecap: 'round', strokeLinejoin: 'round', strokeWidth: '16' } as const;

/** Mantine's eye icon, crossed out while the password shows. */
function VisibilityIcon({ isVisible }: { isVisible: boolean }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" style={{ width: 'var(--psi-icon-size)', height: 'var(--psi-icon-size)' }}>
      <path fill="none" d="M0 0h256v256H0z" />
      {isVisible ? (
        EYE_OFF.map((d) => <path key={d} {...STROKE} d={d} />)
      ) : (
        <>
          <path {...STROKE} d={EYE} />
          <circle cx="128" cy="128" r="40" {...STROKE} />
        </>
      )}
    </svg>
  );
}

/**
 * Mantine's PasswordInput: a password field with a show/hide button. The button is out of the tab
 * order as in Mantine (the field keeps the keyboard's focus) and named by `toggleLabel`.
 */
export function PlainPasswordInput({ label, description, error, toggleLabel, disabled, 'aria-describedby': own, ...rest }: TFieldProps & TNativeInput & { toggleLabel: string }) {
  const field = useField({ label, description, error, disabled, own });
  const [isVisible, setVisible] = useState(false);
  const toggleStyle: TStyle = {
    '--ai-bg': 'transparent',
    '--ai-hover': 'var(--mantine-color-gray-light-hover)',
    '--ai-color': 'var(--mantine-color-gray-light-color)',
    '--ai-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  };
  return (
    <FieldFrame
      {...field.frame}
      rootClass="m_f61ca620 m_46b77525"
      rootStyle={{ '--psi-icon-size': 'var(--psi-icon-size-sm)', '--psi-button-size': 'var(--psi-button-size-sm)' }}
      hasRightSection
      input={
        <div className="m_ccf8da4c m_8fb7ebe7" data-variant="default" {...field.state}>
          <input className="m_f2d85dd2" {...field.control} {...rest} type={isVisible ? 'text' : 'password'} />
        </div>
      }
      rightSection={
        <div data-position="right" className="m_82577fc2">
          <button
            style={toggleStyle}
            className={`mantine-focus-auto ${disabled ? '' : 'mantine-active '}m_b1072d44 m_8d3f4000 m_87cf2631`}
            data-variant="subtle"
            data-disabled={disabled || undefined}
            type="button"
            aria-pressed={isVisible}
            tabIndex={-1}
            aria-label={toggleLabel}
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setVisible((visible) => !visible)}
          >
            <span className="m_8d3afb97">
              <VisibilityIcon isVisible={isVisible} />
            </span>
          </button>
        </div>
      }
    />
  );
}

/** Mantine's Switch: a checkbox with the switch role, its label and description beside it. */
export function PlainSwitch({ label, description, checked, disabled, ...rest }: Omit<TFieldProps, 'error'> & Omit<TNativeInput, 'type'> & { checked: boolean }) {
  const id = `switch-${useId()}`;
  return (
    <div className="m_5f93f3bb m_5f75b09e" data-label-position="right" data-checked={checked}>
      <label className="m_5f6e695e" htmlFor={id}>
        <input
          disabled={disabled}
          data-checked={checked}
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={description ? `${id}-description` : undefined}
          className="m_926b4011"
          checked={checked}
          {...rest}
        />
        <span className="m_9307d992" data-label-position="right" data-without-labels="true" aria-hidden="true">
          <span className="m_93039a1d" data-reduce-motion="true" data-with-thumb-indicator="true" />
          <span className="m_8277e082" />
        </span>
        <div className="m_d3ea56bb" data-disabled={disabled || undefined}>
          <span className="m_8ee546b8" data-disabled={disabled || undefined}>
            {label}
          </span>
          {description ? (
            <p className="m_328f68c0 m_fe47ce59" id={`${id}-description`}>
              {description}
            </p>
          ) : null}
        </div>
      </label>
    </div>
  );
}

const CHEVRON =
  'M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z';

/** The up-and-down chevron of Mantine's selects. */
export function ChevronIcon({ size }: { size: TSize }) {
  return (
    <svg
      style={{ '--combobox-chevron-size': `var(--combobox-chevron-size-${size})` } as TStyle}
      className="m_2943220b"
      data-size={size}
      data-combobox-chevron="true"
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path d={CHEVRON} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
    </svg>
  );
}

type TSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> & {
  data: readonly { value: string; label: string; disabled?: boolean }[];
  label?: ReactNode;
  error?: ReactNode;
  /** The widest the field gets, in pixels. */
  maw?: number;
  size?: 'xs' | 'sm';
  /** The field's width in pixels. */
  w?: number;
  ref?: Ref<HTMLSelectElement>;
  'data-testid'?: string;
};

/** Mantine's NativeSelect: the browser's own select (its own keyboard and touch list) in Mantine's input box with a chevron. */
export function PlainNativeSelect({ data, label, error, size = 'sm', w, maw, disabled, required, id: givenId, ...rest }: TSelectProps) {
  const generated = `select-${useId()}`;
  const id = givenId ?? generated;
  const box: TStyle = {
    '--input-height': `var(--input-height-${size})`,
    '--input-fz': `var(--mantine-font-size-${size})`,
    ...(error ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
    '--input-right-section-pointer-events': 'none',
  };
  const rootStyle = w || maw ? { ...(w ? { width: rem(w) } : {}), ...(maw ? { maxWidth: rem(maw) } : {}) } : undefined;
  return (
    <div style={rootStyle} className="m_46b77525" data-size={size} data-error={error ? true : undefined}>
      {label ? (
        <FieldLabel id={id} size={size} required={required}>
          {label}
        </FieldLabel>
      ) : null}
      <div
        style={box}
        className="m_6c018570"
        data-variant="default"
        data-size={size}
        data-error={error ? true : undefined}
        data-disabled={disabled || undefined}
        data-pointer="true"
        data-with-right-section="true"
      >
        <select
          className="m_8fb7ebe7"
          data-variant="default"
          data-error={error ? true : undefined}
          data-disabled={disabled || undefined}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          id={id}
          {...rest}
        >
          {data.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <div data-position="right" className="m_82577fc2">
          <ChevronIcon size={size} />
        </div>
      </div>
      {error ? (
        <FieldError id={id} size={size}>
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}

/** Mantine's Textarea; `rows` sets its height (it grows with its text where the browser can size a field to its content, up to `maxRows`). */
export function PlainTextarea({
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
