import { useId } from 'react';
import { useEarlyInputReplay } from './typed-early';
import type { TFieldProps, TNativeInput } from './inputs';
import classes from './switch.module.css';

/**
 * A switch: a native checkbox with the switch role (Space toggles it, the reader hears on or off),
 * named by its label and described by its description; the track and thumb are drawn under it.
 */
export function Switch({ label, description, checked, disabled, ...rest }: Omit<TFieldProps, 'error'> & Omit<TNativeInput, 'type'> & { checked: boolean }) {
  const id = `switch-${useId()}`;
  // Flipped before the page's code ran: the box is set back to what the page knows and the
  // person's tap given again, now that the page listens.
  useEarlyInputReplay(() => {
    const input = document.getElementById(id) as HTMLInputElement | null;
    if (!input || input.checked === checked || disabled) return;
    input.checked = checked;
    input.click();
  });
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
