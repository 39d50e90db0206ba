import { useId } from 'react';
import { useEarlyInput } from './typed-early';
import type { TFieldProps, TNativeInput } from './inputs';
import classes from './switch.module.css';

/**
 * A switch: a native checkbox with the switch role (Space toggles it, the reader hears on or off),
 * named by its label and described by its description; the track and thumb are drawn under it.
 */
export function Switch({ label, description, checked, disabled, ...rest }: Omit<TFieldProps, 'error'> & Omit<TNativeInput, 'type'> & { checked: boolean }) {
  const id = `switch-${useId()}`;
  // Flipped before the page's code ran: the person's tap is given again, now that the page listens.
  useEarlyInput(
    () => {
      const input = document.getElementById(id) as HTMLInputElement | null;
      return input && !disabled && input.checked !== checked ? input.checked : undefined;
    },
    (early) => {
      const input = document.getElementById(id) as HTMLInputElement | null;
      if (!input || early === checked) return;
      input.checked = !early;
      input.click();
    },
  );
  return (
    <label className={classes.switch} htmlFor={id}>
      <input
        className={classes.input}
        disabled={disabled}
        id={id}
        type="checkbox"
        role="switch"
        aria-describedby={description ? `${id}-description` : undefined}
        checked={checked}
        {...rest}
      />
      <span className={classes.track} aria-hidden="true">
        <span className={classes.thumb} />
      </span>
      <span className={classes.text}>
        <span className={classes.label}>{label}</span>
        {description ? (
          <span className={classes.description} id={`${id}-description`}>
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}
