'use client';

import { useEffect, useEffectEvent, useId, useRef } from 'react';
import classes from './segmented-choice.module.css';

type TProps<T extends string> = {
  /** The group's accessible name. */
  label: string;
  value: T;
  data: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  size?: 'xs' | 'sm';
  fullWidth?: boolean;
  disabled?: boolean;
};

/**
 * Exclusive choices side by side (language, sort, list or board, a second factor): native radio
 * buttons, so arrows move between them and screen readers say "radio, 1 of 2". Mantine's
 * SegmentedControl animates a floating indicator with a resize observer; this one paints from CSS
 * alone, in the shell of every page without that code or its styles.
 */
export function SegmentedChoice<T extends string>({ label, value, data, onChange, size = 'sm', fullWidth = false, disabled = false }: TProps<T>) {
  const name = useId();
  const group = useRef<HTMLDivElement>(null);
  // A choice tapped before the page's code ran (a slow phone): React keeps the radio the person
  // ticked but not what it means, and a second tap on a ticked radio changes nothing. The tick is
  // taken as the choice once the code attaches.
  const takeEarlyChoice = useEffectEvent(() => {
    const picked = group.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    const option = data.find((candidate) => candidate.value === picked);
    if (option && option.value !== value && !disabled) onChange(option.value);
  });
  // After every effect of the first render, the router's included: a choice that changes the
  // address must come after the router has taken the page's own.
  useEffect(() => {
    const timer = setTimeout(takeEarlyChoice, 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div ref={group} role="radiogroup" aria-label={label} className={classes.root} data-size={size} data-full-width={fullWidth || undefined}>
      {data.map((option) => (
        <label key={option.value} className={classes.segment} data-active={option.value === value || undefined}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={option.value}
            checked={option.value === value}
            disabled={disabled}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
