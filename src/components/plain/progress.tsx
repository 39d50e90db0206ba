import type { TSpace } from './layout';
import type { TStyle } from './mantine-markup';

/** Mantine's Progress bar (primary colour; striped and animated while work runs). */
export function PlainProgress({
  value,
  size = 'lg',
  isStriped = false,
  'aria-label': label,
  'aria-hidden': isHidden,
}: { value: number; size?: TSpace; isStriped?: boolean } & ({ 'aria-label': string; 'aria-hidden'?: never } | { 'aria-label'?: never; 'aria-hidden': true })) {
  return (
    <div
      style={{ '--progress-size': `var(--progress-size-${size})`, '--progress-radius': 'var(--mantine-radius-xl)' } as TStyle}
      className="m_db6d6462"
      data-size={size}
      aria-hidden={isHidden}
    >
      <div
        style={{ '--progress-section-size': `${value}%`, '--progress-section-color': 'var(--mantine-color-orange-filled)' } as TStyle}
        className="m_2242eb65"
        data-striped={isStriped || undefined}
        data-animated={isStriped || undefined}
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
