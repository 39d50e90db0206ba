import { useId } from 'react';
import type { TFieldProps, TNativeInput } from './inputs';

/** Mantine's Switch: a checkbox with the switch role, its label and description beside it. */
export function Switch({ label, description, checked, disabled, ...rest }: Omit<TFieldProps, 'error'> & Omit<TNativeInput, 'type'> & { checked: boolean }) {
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
