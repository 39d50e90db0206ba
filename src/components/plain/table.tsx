import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import type { TStyle } from './mantine-markup';

/*
 * Mantine's Table (striped, rows highlighted on hover) as the markup it renders, styled by
 * Table.css, with no Mantine code in the browser (tests/unit/plain-layout-markup.test.tsx).
 */

type TTestId = { 'data-testid'?: string };

const TABLE_STYLE: TStyle = { '--table-vertical-spacing': 'calc(0.4375rem * var(--mantine-scale))' };

export function PlainTable(props: HTMLAttributes<HTMLTableElement> & TTestId) {
  return <table style={TABLE_STYLE} className="m_b23fa0ef" {...props} />;
}

export function PlainThead(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className="m_b242d975" {...props} />;
}

export function PlainTbody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className="m_b2404537" {...props} />;
}

/** A row, striped on odd rows and highlighted on hover. */
export function PlainTr(props: HTMLAttributes<HTMLTableRowElement> & TTestId & { 'data-job-url'?: string }) {
  return <tr className="m_4e7aa4fd" data-with-row-border="true" data-striped="odd" data-hover="true" {...props} />;
}

export function PlainTh(props: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th className="m_4e7aa4f3" {...props} />;
}

export function PlainTd(props: TdHTMLAttributes<HTMLTableCellElement> & TTestId) {
  return <td className="m_4e7aa4ef" {...props} />;
}
