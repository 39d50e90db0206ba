import classes from './progress.module.css';
import type { TSpace } from './layout';
import type { TStyle } from './look';

const HEIGHT: Record<TSpace, number> = { xs: 3, sm: 5, md: 8, lg: 12, xl: 16 };

/** A progress bar in the primary colour (striped and moving while work runs), named by `aria-label` or hidden beside text that says the same. */
export function Progress({
  value,
  size = 'lg',
  isStriped = false,
  'aria-label': label,
  'aria-hidden': isHidden,
}: { value: number; size?: TSpace; isStriped?: boolean } & ({ 'aria-label': string; 'aria-hidden'?: never } | { 'aria-label'?: never; 'aria-hidden': true })) {
  return (
    <div style={{ '--progress-size': `calc(${HEIGHT[size] / 16}rem * var(--mantine-scale))` } as TStyle} className={classes.track} aria-hidden={isHidden}>
      <div
        style={{ '--progress-value': `${value}%` } as TStyle}
        className={classes.bar}
        data-striped={isStriped || undefined}
        aria-label={label}
        role="progressbar"
        aria-valuemax={100}
        aria-valuemin={0}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
      />
    </div>
  );
}
