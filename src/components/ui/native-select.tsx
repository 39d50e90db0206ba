import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldFrame } from './inputs';
import classes from './fields.module.css';
import { rem } from './look';
import { useEarlyInput } from './typed-early';

const CHEVRON =
  'M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z';

/** The up-and-down chevron of a field that opens a list. */
export function ChevronIcon() {
  return (
    <svg className={classes.chevron} viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
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

/** The browser's own select (its own keyboard and touch list) in Rumbo's input box with a chevron; a select without a label needs an `aria-label`. */
export function NativeSelect({ data, label, error, size = 'sm', w, maw, disabled, required, id: givenId, ...rest }: TSelectProps) {
  const generated = `select-${useId()}`;
  const id = givenId ?? generated;
  // Chosen before the page's code ran: the browser shows the choice and React leaves it there, so a
  // status could look saved and not be. It is given to the page as the change it was.
  useEarlyInput(
    () => {
      const select = document.getElementById(id) as HTMLSelectElement | null;
      const known = String(rest.value);
      // A value none of the options has shows the first one: the browser's default, not a choice.
      if (!select || rest.value === undefined || disabled || select.value === known || !data.some((option) => option.value === known)) return undefined;
      return select.value;
    },
    (early) => {
      const select = document.getElementById(id) as HTMLSelectElement | null;
      if (!select || String(rest.value) === early) return;
      select.value = early;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    },
  );
  const rootStyle = w || maw ? { ...(w ? { width: rem(w) } : {}), ...(maw ? { maxWidth: rem(maw) } : {}) } : undefined;
  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      required={required}
      size={size}
      rootStyle={rootStyle}
      endWidth="icon"
      input={
        <select
          className={classes.control}
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
      }
      end={<ChevronIcon />}
    />
  );
}
