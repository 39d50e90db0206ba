import { useEffect, useEffectEvent, useId, useRef } from 'react';
import type { TFieldProps, TNativeInput } from './inputs';
import classes from './switch.module.css';

/**
 * A switch: a native checkbox with the switch role (Space toggles it, the reader hears on or off),
 * named by its label and described by its description; the track and thumb are drawn under it.
 */
export function Switch({ label, description, checked, disabled, ...rest }: Omit<TFieldProps, 'error' | 'ref'> & Omit<TNativeInput, 'type' | 'ref'> & { checked: boolean }) {
  const id = `switch-${useId()}`;
  const box = useRef<HTMLInputElement>(null);
  // Flipped before the page's code ran (a slow phone): React keeps the box as the person left it
  // but not what it means, so it would show a state the page does not have. The box is set back
  // and the person's tap given again, now that the page listens.
  const replayEarlyTap = useEffectEvent(() => {
    const input = box.current;
    if (!input || input.checked === checked || disabled) return;
    input.checked = checked;
    input.click();
  });
  // After every effect of the first render, the router's included: a choice that changes the
  // address must come after the router has taken the page's own.
  useEffect(() => {
    const timer = setTimeout(replayEarlyTap, 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <label className={classes.switch} htmlFor={id}>
      <input
        ref={box}
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
