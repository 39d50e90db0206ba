import classes from './pagination.module.css';

const ARROWS = { previous: 'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z', next: 'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z' };
const DOTS =
  'M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z';

/**
 * The pages to show, one sibling and one boundary: all of them
 * up to 7, else the first, the last, the current one with its neighbours, and dots for the gaps.
 */
export function pageRange(total: number, page: number): (number | 'dots')[] {
  const last = Math.max(Math.trunc(total), 1);
  const span = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (last <= 7) return span(1, last);
  const left = Math.max(page - 1, 1);
  const right = Math.min(page + 1, last - 1);
  if (left <= 3) return [...span(1, 5), 'dots', last];
  if (right >= last - 2) return [1, 'dots', ...span(last - 4, last)];
  return [1, 'dots', ...span(left, right), 'dots', last];
}

/**
 * Page controls: previous, the pages (the
 * current one marked with `aria-current`, dots for the gaps, hidden from screen readers), next.
 */
export function Pagination({ total, value, onChange, label }: { total: number; value: number; onChange: (page: number) => void; label: (control: 'previous' | 'next') => string }) {
  const arrow = (control: 'previous' | 'next', target: number, isDisabled: boolean) => (
    <li>
      <button className={`${classes.control} ${classes.arrow}`} type="button" disabled={isDisabled} aria-label={label(control)} onClick={() => onChange(target)}>
        <svg viewBox="0 0 16 16" xmlns="http://www.w3.org/2000/svg" className={classes.icon} aria-hidden="true">
          <path d={ARROWS[control]} fill="currentColor" />
        </svg>
      </button>
    </li>
  );
  return (
    <ul className={classes.pages}>
      {arrow('previous', value - 1, value <= 1)}
      {pageRange(total, value).map((page, index) =>
        page === 'dots' ? (
          <li key={`dots-${index}`} className={classes.dots} aria-hidden="true">
            <svg viewBox="0 0 16 16" xmlns="http://www.w3.org/2000/svg" className={classes.icon}>
              <path d={DOTS} fill="currentColor" />
            </svg>
          </li>
        ) : (
          <li key={page}>
            <button className={classes.control} type="button" aria-current={page === value ? 'page' : undefined} onClick={() => onChange(page)}>
              {page}
            </button>
          </li>
        ),
      )}
      {arrow('next', value + 1, value >= total)}
    </ul>
  );
}
