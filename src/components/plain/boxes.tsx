import type { ButtonHTMLAttributes, HTMLAttributes } from 'react';
import { spacing, type TBoxProps, type TSpace } from './layout';
import type { TStyle } from './mantine-markup';

/*
 * The rarer of Mantine's layout components (Paper, Center, Code, Divider, UnstyledButton) as the
 * markup they render; layout.tsx has the common ones and says why (List and Progress have files of their own).
 */

/** Mantine's Paper with a border, radius `md` and padding `p`. */
export function PlainPaper({ p, style, ...rest }: TBoxProps & { p: TSpace }) {
  return <div style={{ '--paper-radius': 'var(--mantine-radius-md)', padding: spacing(p), ...style } as TStyle} className="m_1b7284a3" data-with-border="true" {...rest} />;
}

/** Mantine's UnstyledButton: a button with no look of its own. */
export function PlainUnstyledButton({ type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button className="mantine-focus-auto m_87cf2631" type={type} {...rest} />;
}

/** Mantine's Center. */
export function PlainCenter({ py, style, ...rest }: TBoxProps & { py?: TSpace }) {
  return <div style={{ ...(py ? { paddingBlock: spacing(py) } : {}), ...style }} className="m_4451eb3a" {...rest} />;
}

/** Mantine's inline Code. */
export function PlainCode(props: HTMLAttributes<HTMLElement> & { 'data-testid'?: string }) {
  return <code className="m_b183c0a2" dir="ltr" {...props} />;
}

/** Mantine's horizontal Divider. */
export function PlainDivider() {
  return <div className="m_3eebeb36" data-orientation="horizontal" />;
}
