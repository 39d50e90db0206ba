import { PageLink } from '../page-link';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import type { TStyle } from './mantine-markup';

/*
 * Mantine's layout and text components (Text, Title, Stack, Group, Card, Anchor; the rarer ones
 * are in boxes.tsx, list.tsx and progress.tsx, so a page's code carries only those it shows) as
 * the markup they render, styled by Mantine's own stylesheets, with no Mantine code in the
 * browser: one Mantine component on a page brings its whole runtime (theme context, style props,
 * the styles API; about 25 kB gzip).
 * `tests/unit/plain-layout-markup.test.tsx` requires the same markup as Mantine's.
 */

/** Mantine's theme sizes. */
export type TSpace = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Mantine's `rem()`: pixels at the theme's scale. */
export const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;

/** A theme spacing token, or pixels. */
export const spacing = (value: TSpace | number) => (typeof value === 'number' ? rem(value) : `var(--mantine-spacing-${value})`);

/** A heading's size. */
type THeadingSize = 'h3' | 'h4';

/** A font size token, a heading's size, or pixels. */
const fontSize = (value: TSpace | THeadingSize | number) =>
  typeof value === 'number' ? rem(value) : value.startsWith('h') ? `var(--mantine-${value}-font-size)` : `var(--mantine-font-size-${value})`;

/** A theme colour as Mantine's `c` prop takes it: `dimmed`, `orange.8`, or a family's filled shade. */
export const themeColor = (value: string) => (value === 'dimmed' ? 'var(--mantine-color-dimmed)' : `var(--mantine-color-${value.replace('.', '-')})`);

/** The text props Rumbo uses on Mantine's Text and Anchor. */
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

/** Mantine's Text (a paragraph unless `component` says otherwise), cut after `lineClamp` lines. */
export function PlainText({ size, c, fw, fz, ta, lineClamp, component: Tag = 'p', style, className, ...rest }: TTextProps) {
  const clamp: CSSProperties | undefined = lineClamp ? ({ '--text-line-clamp': String(lineClamp), ...style } as TStyle) : style;
  return (
    <Tag
      style={textStyle({ size, c, fw, fz, ta }, clamp)}
      className={`mantine-focus-auto m_b6d8b162${className ? ` ${className}` : ''}`}
      data-size={size}
      data-line-clamp={lineClamp ? true : undefined}
      {...rest}
    />
  );
}

/** Mantine's Title: a heading of `order`, its size changed by `fz`. */
export function PlainTitle({
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
    <Tag style={vars} className="m_8a5d1357" data-order={order} {...rest}>
      {children}
    </Tag>
  );
}

export type TBoxProps = HTMLAttributes<HTMLDivElement> & { 'data-testid'?: string };

/** Mantine's Stack: a column with a gap. */
export function PlainStack({ gap = 'md', align = 'stretch', style, ...rest }: TBoxProps & { gap?: TSpace | number; align?: 'stretch' | 'center' | 'flex-start' }) {
  const vars: TStyle = { '--stack-gap': spacing(gap), '--stack-align': align, '--stack-justify': 'flex-start', ...style };
  return <div style={vars} className="m_6d731127" {...rest} />;
}

/** Mantine's Group: a wrapping row with a gap. */
export function PlainGroup({
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
  return <div style={vars} className="m_4081bf90" {...rest} />;
}

/** Mantine's Card with a border, radius `radius`, padding `p` and background `bg` (a theme colour), as a `div` or a `section`. */
export function PlainCard({
  p = 'lg',
  radius = 'md',
  bg,
  component: Tag = 'div',
  style,
  ...rest
}: TBoxProps & { p?: TSpace; radius?: 'sm' | 'md'; bg?: string; component?: 'div' | 'section' }) {
  const vars: TStyle = { '--paper-radius': `var(--mantine-radius-${radius})`, padding: spacing(p), ...(bg ? { background: themeColor(bg) } : {}), ...style };
  return <Tag style={vars} className="m_e615b15f m_1b7284a3" data-with-border="true" data-orientation="vertical" {...rest} />;
}

const ANCHOR_CLASS = 'mantine-focus-auto m_849cf0da m_b6d8b162';

/** Mantine's Anchor: a link underlined on hover; with `isPage`, a link to a page of Rumbo's (Next's client-side navigation). */
export function PlainAnchor({ size, c, fw, ta, style, isPage, href = '', ...rest }: TTextLook & AnchorHTMLAttributes<HTMLAnchorElement> & { isPage?: boolean }) {
  const look = { style: textStyle({ size, c, fw, ta }, style), className: ANCHOR_CLASS, 'data-size': size, 'data-underline': 'hover', ...rest };
  return isPage ? <PageLink href={href} {...look} /> : <a href={href} {...look} />;
}

/** Mantine's Anchor drawn on a button (`component="button"`): an action that reads as a link. */
export function PlainAnchorButton({ size, c, fw, ta, style, type = 'button', ...rest }: TTextLook & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'>) {
  return <button style={textStyle({ size, c, fw, ta }, style)} className={ANCHOR_CLASS} data-size={size} data-underline="hover" type={type} {...rest} />;
}
