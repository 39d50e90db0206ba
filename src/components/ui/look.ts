import type { CSSProperties } from 'react';
import { COLORS } from '~/theme-values';

/*
 * The looks Rumbo's own controls share: a colour (or one shade of it) and a variant become four
 * variables of the control's own (`--ui-bg`, `--ui-hover`, `--ui-color`, `--ui-bd`) that its CSS
 * module reads. Only Mantine's documented colour variables are used
 * (`--mantine-color-{family}-{filled|light|outline|…}`, `--mantine-color-default*`).
 */

/** Theme colours Rumbo's controls use; none means the primary colour. */
export type TColor = 'orange' | 'red' | 'teal' | 'sage' | 'gray' | 'blue';
/** One shade of a colour (`teal.9`): filled in exactly that shade (hover: the next one), or outlined in it. */
export type TShade = `${TColor}.${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;
export type TVariant = 'filled' | 'default' | 'light' | 'subtle' | 'outline';

/** Inline style with CSS variables. */
export type TStyle = CSSProperties & Record<`--${string}`, string>;

/** Pixels at the theme's scale. */
/** A component's own class, with the caller's after it when one is given. */
export const withClass = (own: string | undefined, given: string | undefined) => (given ? `${own} ${given}` : own);

export const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;

const BORDER = rem(1);
const TRANSPARENT_BORDER = `${BORDER} solid transparent`;

/** A shade of a theme colour at some opacity (an outline's hover). */
function shadeAlpha(family: string, shade: number, alpha: number): string {
  const hex = COLORS[family]?.[shade];
  if (!hex) return `color-mix(in srgb, var(--mantine-color-${family}-${shade}) ${alpha * 100}%, transparent)`;
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

const look = (bg: string, hover: string, text: string, border: string): TStyle => ({ '--ui-bg': bg, '--ui-hover': hover, '--ui-color': text, '--ui-bd': border });

/** The background, hover, text and border of a variant in a colour (the primary colour when none is given). */
export function variantColors(variant: TVariant, color: TColor | TShade | undefined): TStyle {
  const c = color ?? 'orange';
  if (c.includes('.')) {
    const [family = '', shadeText = ''] = c.split('.');
    const shade = Number(shadeText);
    const exact = `var(--mantine-color-${family}-${shade})`;
    if (variant === 'outline') return look('transparent', shadeAlpha(family, shade, 0.05), exact, `${BORDER} solid ${exact}`);
    return look(exact, `var(--mantine-color-${family}-${shade + 1})`, 'var(--mantine-color-white)', TRANSPARENT_BORDER);
  }
  switch (variant) {
    case 'filled':
      return look(`var(--mantine-color-${c}-filled)`, `var(--mantine-color-${c}-filled-hover)`, 'var(--mantine-color-white)', TRANSPARENT_BORDER);
    case 'default':
      return look(
        'var(--mantine-color-default)',
        'var(--mantine-color-default-hover)',
        'var(--mantine-color-default-color)',
        `${BORDER} solid var(--mantine-color-default-border)`,
      );
    case 'light':
    case 'subtle':
      return look(
        variant === 'light' ? `var(--mantine-color-${c}-light)` : 'transparent',
        `var(--mantine-color-${c}-light-hover)`,
        `var(--mantine-color-${c}-light-color)`,
        TRANSPARENT_BORDER,
      );
    case 'outline':
      return look('transparent', `var(--mantine-color-${c}-outline-hover)`, `var(--mantine-color-${c}-outline)`, `${BORDER} solid var(--mantine-color-${c}-outline)`);
  }
}
