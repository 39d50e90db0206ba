'use client';

import { useId, useRef } from 'react';
import { useEarlyInput } from './ui/typed-early';
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
  // A radio ticked before the page's code ran is taken as the choice.
  useEarlyInput(
    () => {
      const picked = group.current?.querySelector<HTMLInputElement>('input:checked')?.value;
      return disabled ? undefined : data.find((candidate) => candidate.value === picked && candidate.value !== value)?.value;
    },
    (early) => {
      if (early !== value) onChange(early);
    },
  );
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
