import type { ButtonHTMLAttributes, HTMLAttributes } from 'react';
import classes from './layout.module.css';
import { spacing, type TBoxProps, type TSpace } from './layout';
import { withClass, type TStyle } from './look';

/*
 * The rarer layout parts (Paper, Center, Code, Divider, UnstyledButton); layout.tsx has the common
 * ones and says why (List and Progress have files of their own).
 */

/** A bordered surface with radius `md` and padding `p`. */
export function Paper({ p, style, className, ...rest }: TBoxProps & { p: TSpace }) {
  return <div style={{ padding: spacing(p), ...style } as TStyle} className={withClass(classes.paper, className)} {...rest} />;
}

/** A button with no look of its own (its focus ring aside). */
export function UnstyledButton({ type = 'button', className, ...rest }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button className={withClass(classes.unstyled, className)} type={type} {...rest} />;
}

/** Its content centred both ways. */
export function Center({ py, style, ...rest }: TBoxProps & { py?: TSpace }) {
  return <div style={{ ...(py ? { paddingBlock: spacing(py) } : {}), ...style }} className={classes.center} {...rest} />;
}

/** Inline code (left to right in any language). */
export function Code(props: HTMLAttributes<HTMLElement> & { 'data-testid'?: string }) {
  return <code className={classes.code} dir="ltr" {...props} />;
}

/** A horizontal rule between sections. */
export function Divider() {
  return <hr className={classes.divider} />;
}
