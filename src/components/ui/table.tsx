import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { withClass } from './look';
import classes from './table.module.css';

/* A data table: striped body rows, highlighted on hover, a line under each row. */

type TTestId = { 'data-testid'?: string };

export function Table(props: HTMLAttributes<HTMLTableElement> & TTestId) {
  return <table className={classes.table} {...props} />;
}

export function Thead(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead {...props} />;
}

export function Tbody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className={classes.body} {...props} />;
}

/** A row, striped on odd rows of the body and highlighted on hover. */
export function Tr(props: HTMLAttributes<HTMLTableRowElement> & TTestId & { 'data-job-url'?: string }) {
  return <tr className={classes.row} {...props} />;
}

export function Th({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th className={withClass(classes.th, className)} {...props} />;
}

export function Td({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement> & TTestId) {
  return <td className={withClass(classes.td, className)} {...props} />;
}
