import { PageLink } from '../page-link';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import classes from './layout.module.css';
import { rem, withClass, type TStyle } from './look';

/*
 * Rumbo's text, headings, columns, rows, cards and links (the rarer parts are in boxes.tsx,
 * list.tsx and progress.tsx, so a page's code carries only those it shows): plain elements and a
 * CSS module, no Mantine code in the browser (one Mantine component on a page brings its whole
 * runtime: theme context, style props, the styles API, about 25 kB gzip).
 */

/** The theme's sizes. */
export type TSpace = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

export { rem };

/** A theme spacing token, or pixels. */
export const spacing = (value: TSpace | number) => (typeof value === 'number' ? rem(value) : `var(--mantine-spacing-${value})`);

/** A heading's size. */
type THeadingSize = 'h3' | 'h4';

/** A font size token, a heading's size, or pixels. */
const fontSize = (value: TSpace | THeadingSize | number) =>
  typeof value === 'number' ? rem(value) : value.startsWith('h') ? `var(--mantine-${value}-font-size)` : `var(--mantine-font-size-${value})`;

/** A theme colour named as Mantine's `c` prop names it: `dimmed`, `orange.8`, or a family's filled shade. */
export const themeColor = (value: string) => (value === 'dimmed' ? 'var(--mantine-color-dimmed)' : `var(--mantine-color-${value.replace('.', '-')})`);

/** The text props of Text and Anchor. */
export type TTextLook = { size?: TSpace; c?: string; fw?: number; fz?: TSpace | number; ta?: CSSProperties['textAlign'] };

function textStyle({ size, c, fw, fz, ta }: TTextLook, style?: CSSProperties): TStyle {
  return {
    ...(size ? { '--text-fz': `var(--mantine-font-size-${size})`, '--text-lh': `var(--mantine-line-height-${size})` } : {}),
    ...(c ? { color: themeColor(c) } : {}),
    ...(fw ? { fontWeight: fw } : {}),
    ...(fz ? { fontSize: fontSize(fz) } : {}),
    ...(ta ? { textAlign: ta } : {}),
    ...style,
  };
}

type TTextProps = TTextLook & HTMLAttributes<HTMLElement> & { component?: 'p' | 'span' | 'div'; lineClamp?: number; 'data-testid'?: string };

/** Text (a paragraph unless `component` says otherwise), cut after `lineClamp` lines. */
export function Text({ size, c, fw, fz, ta, lineClamp, component: Tag = 'p', style, className, ...rest }: TTextProps) {
  const clamp: CSSProperties | undefined = lineClamp ? ({ '--text-line-clamp': String(lineClamp), ...style } as TStyle) : style;
  return <Tag style={textStyle({ size, c, fw, fz, ta }, clamp)} className={withClass(classes.text, className)} data-line-clamp={lineClamp ? true : undefined} {...rest} />;
}

/** A heading of `order` in the theme's heading sizes, its size changed by `fz`. */
export function Title({
  order,
  fz,
  children,
  style,
  ...rest
}: { order: 1 | 2 | 3 | 4; fz?: TSpace | THeadingSize | number; children: ReactNode; ref?: Ref<HTMLHeadingElement> } & HTMLAttributes<HTMLHeadingElement>) {
  const Tag = `h${order}` as const;
  const vars: TStyle = {
    '--title-fw': `var(--mantine-h${order}-font-weight)`,
    '--title-lh': `var(--mantine-h${order}-line-height)`,
    '--title-fz': `var(--mantine-h${order}-font-size)`,
    ...(fz ? { fontSize: fontSize(fz) } : {}),
    ...style,
  };
  return (
    <Tag style={vars} className={classes.title} {...rest}>
      {children}
    </Tag>
  );
}

export type TBoxProps = HTMLAttributes<HTMLDivElement> & { 'data-testid'?: string };

/** A column with a gap. */
export function Stack({ gap = 'md', align = 'stretch', style, ...rest }: TBoxProps & { gap?: TSpace | number; align?: 'stretch' | 'center' | 'flex-start' }) {
  const vars: TStyle = { '--stack-gap': spacing(gap), '--stack-align': align, ...style };
  return <div style={vars} className={classes.stack} {...rest} />;
}

/** A wrapping row with a gap. */
export function Group({
  gap = 'md',
  justify = 'flex-start',
  align = 'center',
  wrap = 'wrap',
  style,
  ...rest
}: TBoxProps & {
  gap?: TSpace | number;
  justify?: 'flex-start' | 'flex-end' | 'space-between' | 'center';
  align?: 'center' | 'flex-start' | 'flex-end';
  wrap?: 'wrap' | 'nowrap';
}) {
  const vars: TStyle = { '--group-gap': spacing(gap), '--group-align': align, '--group-justify': justify, '--group-wrap': wrap, ...style };
  return <div style={vars} className={classes.group} {...rest} />;
}

/** A card with a border, radius `radius`, padding `p` and background `bg` (a theme colour), as a `div` or a `section`. */
export function Card({
  p = 'lg',
  radius = 'md',
  bg,
  component: Tag = 'div',
  style,
  ...rest
}: TBoxProps & { p?: TSpace; radius?: 'sm' | 'md'; bg?: string; component?: 'div' | 'section' }) {
  const vars: TStyle = { '--paper-radius': `var(--mantine-radius-${radius})`, padding: spacing(p), ...(bg ? { background: themeColor(bg) } : {}), ...style };
  return <Tag style={vars} className={`${classes.paper} ${classes.card}`} {...rest} />;
}

const ANCHOR_CLASS = `${classes.text} ${classes.anchor}`;

/**
 * A link underlined on hover; with `isPage`, a link to a page of Rumbo's (Next's client-side
 * navigation). `ref` reaches the element (an address React refuses as a prop is set through it).
 */
export function Anchor({
  size,
  c,
  fw,
  ta,
  style,
  isPage,
  href = '',
  ...rest
}: TTextLook & AnchorHTMLAttributes<HTMLAnchorElement> & { isPage?: boolean; ref?: Ref<HTMLAnchorElement> }) {
  const look = { style: textStyle({ size, c, fw, ta }, style), className: ANCHOR_CLASS, ...rest };
  return isPage ? <PageLink href={href} {...look} /> : <a href={href} {...look} />;
}

/** A button drawn as a link: an action that reads as a link. */
export function AnchorButton({ size, c, fw, ta, style, type = 'button', ...rest }: TTextLook & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'>) {
  return <button style={textStyle({ size, c, fw, ta }, style)} className={ANCHOR_CLASS} type={type} {...rest} />;
}
