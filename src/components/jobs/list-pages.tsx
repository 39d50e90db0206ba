'use client';

import { useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { NAV_HEIGHT } from '~/theme-values';
import { Pagination } from '../ui/pagination';

/** Brings the top of the list into view when a page change left it above the screen (below the fixed header). */
function scrollToTop(element: HTMLElement | null) {
  if (!element) return;
  const top = element.getBoundingClientRect().top;
  if (top < NAV_HEIGHT) window.scrollTo({ top: window.scrollY + top - NAV_HEIGHT - 16 });
}

/** Pages of a job list: named controls, and a page change shows the top of the list. */
export function ListPages({ total, value, onChange, listTop }: { total: number; value: number; onChange: (page: number) => void; listTop: RefObject<HTMLElement | null> }) {
  const t = useTranslations('jobs');
  if (total <= 1) return null;
  return (
    <Pagination
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
