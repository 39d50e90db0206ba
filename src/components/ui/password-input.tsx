import { useState } from 'react';
import { FieldFrame, useField, type TFieldProps, type TNativeInput } from './inputs';
import classes from './fields.module.css';

const EYE = 'M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z';
const EYE_OFF = [
  'M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53',
  'M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6',
];
const STROKE = { fill: 'none', stroke: 'currentColor', strokeLinecap: 'round', strokeLinejoin: 'round', strokeWidth: '16' } as const;

/** An eye, crossed out while the password shows. */
function VisibilityIcon({ isVisible }: { isVisible: boolean }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" className={classes.eye} aria-hidden="true">
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
 * A password field with a show/hide button: a toggle (`aria-pressed`) named by `toggleLabel` in
 * the reader's language, out of the tab order (the field keeps the keyboard's focus; a click does
 * not take it away).
 */
export function PasswordInput({ label, description, error, toggleLabel, disabled, id, 'aria-describedby': own, ...rest }: TFieldProps & TNativeInput & { toggleLabel: string }) {
  const field = useField({ label, description, error, disabled, own, id });
  const [isVisible, setVisible] = useState(false);
  return (
    <FieldFrame
      {...field.frame}
      endWidth="icon"
      input={
        <div className={`${classes.control} ${classes.passwordFrame}`}>
          <input className={classes.passwordInput} {...field.control} {...rest} type={isVisible ? 'text' : 'password'} />
        </div>
      }
      end={
        <button
          className={classes.iconButton}
          type="button"
          aria-pressed={isVisible}
          tabIndex={-1}
          aria-label={toggleLabel}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((visible) => !visible)}
        >
          <VisibilityIcon isVisible={isVisible} />
        </button>
      }
    />
  );
}
