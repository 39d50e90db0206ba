'use client';

import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { NAV_HEIGHT } from '~/theme-values';
import type { TStyle } from '../plain/mantine-markup';
import '@mantine/core/styles/Pagination.css';

/** Brings the top of the list into view when a page change left it above the screen (below the fixed header). */
function scrollToTop(element: HTMLElement | null) {
  if (!element) return;
  const top = element.getBoundingClientRect().top;
  if (top < NAV_HEIGHT) window.scrollTo({ top: window.scrollY + top - NAV_HEIGHT - 16 });
}

const GROUP_STYLE: TStyle = { '--group-gap': 'calc(0.5rem * var(--mantine-scale))', '--group-align': 'center', '--group-justify': 'flex-start', '--group-wrap': 'wrap' };
const ICON_STYLE = { width: 'calc(var(--pagination-control-size) / 1.8)', height: 'calc(var(--pagination-control-size) / 1.8)' };
const ARROWS = { previous: 'M7.219 8l3.3 3.3-.943.943L5.333 8l4.243-4.243.943.943-3.3 3.3z', next: 'M8.781 8l-3.3-3.3.943-.943L10.667 8l-4.243 4.243-.943-.943 3.3-3.3z' };
const DOTS =
  'M2 8c0-.733.6-1.333 1.333-1.333.734 0 1.334.6 1.334 1.333s-.6 1.333-1.334 1.333C2.6 9.333 2 8.733 2 8zm9.333 0c0-.733.6-1.333 1.334-1.333C13.4 6.667 14 7.267 14 8s-.6 1.333-1.333 1.333c-.734 0-1.334-.6-1.334-1.333zM6.667 8c0-.733.6-1.333 1.333-1.333s1.333.6 1.333 1.333S8.733 9.333 8 9.333 6.667 8.733 6.667 8z';

/**
 * The pages to show, as Mantine's `usePagination` with one sibling and one boundary: all of them
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
 * Mantine's Pagination (previous, pages with dots, next) as the markup it renders, styled by its
 * stylesheet, without Mantine's runtime on the page. Equivalence: tests/unit/mantine-markup.test.tsx.
 */
export function PlainPagination({
  total,
  value,
  onChange,
  label,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
  label: (control: 'previous' | 'next') => string;
}) {
  const arrow = (control: 'previous' | 'next', target: number, isDisabled: boolean) => (
    <button
      className={`mantine-focus-auto ${isDisabled ? '' : 'mantine-active '}m_326d024a m_87cf2631`}
      data-disabled={isDisabled || undefined}
      type="button"
      disabled={isDisabled}
      aria-label={label(control)}
      onClick={() => onChange(target)}
    >
      <svg viewBox="0 0 16 16" xmlns="http://www.w3.org/2000/svg" style={ICON_STYLE} className="mantine-rotate-rtl">
        <path d={ARROWS[control]} fill="currentColor" />
      </svg>
    </button>
  );
  return (
    <div className="m_4addd315">
      <div style={GROUP_STYLE} className="m_4081bf90">
        {arrow('previous', value - 1, value <= 1)}
        {pageRange(total, value).map((page, index) =>
          page === 'dots' ? (
            <div key={`dots-${index}`} className="m_4ad7767d">
              <svg viewBox="0 0 16 16" xmlns="http://www.w3.org/2000/svg" style={ICON_STYLE}>
                <path d={DOTS} fill="currentColor" />
              </svg>
            </div>
          ) : (
            <button
              key={page}
              className="mantine-focus-auto mantine-active m_326d024a m_87cf2631"
              data-active={page === value || undefined}
              data-with-padding="true"
              type="button"
              aria-current={page === value ? 'page' : undefined}
              onClick={() => onChange(page)}
            >
              {page}
            </button>
          ),
        )}
        {arrow('next', value + 1, value >= total)}
      </div>
    </div>
  );
}

/** Pages of a job list: named controls, and a page change shows the top of the list. */
export function ListPages({ total, value, onChange, listTop }: { total: number; value: number; onChange: (page: number) => void; listTop: RefObject<HTMLElement | null> }) {
  const t = useTranslations('jobs');
  if (total <= 1) return null;
  return (
    <PlainPagination
      total={total}
      value={value}
      onChange={(page) => {
        onChange(page);
        scrollToTop(listTop.current);
      }}
      label={(control) => t(control === 'next' ? 'nextPage' : 'previousPage')}
    />
  );
}
