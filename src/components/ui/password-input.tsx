import { useState } from 'react';
import { FieldFrame, useField, type TFieldProps, type TNativeInput } from './inputs';
import type { TStyle } from './controls';

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
export function PasswordInput({ label, description, error, toggleLabel, disabled, 'aria-describedby': own, ...rest }: TFieldProps & TNativeInput & { toggleLabel: string }) {
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
