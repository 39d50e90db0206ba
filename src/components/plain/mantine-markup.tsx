import { PageLink } from '../page-link';
import { useId, type ButtonHTMLAttributes, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { COLORS } from '~/theme-values';

/*
 * Mantine's Button, Badge, Alert, Loader and CloseButton as the markup they render, styled by
 * Mantine's own stylesheets (loaded by the root layout), with no Mantine code in the browser: on
 * pages that show many of them (job lists, the dashboard) their runtime (theme context, style
 * props, variant resolver) was most of a page's Mantine JavaScript and of its render time.
 * `tests/unit/mantine-markup.test.tsx` renders each look both ways and requires the same markup,
 * so a Mantine upgrade that changes its classes or variables fails there, not on screen.
 */

/** Theme colours Rumbo's plain controls use; none means the primary colour, as in Mantine. */
export type TColor = 'orange' | 'red' | 'teal' | 'sage' | 'gray' | 'blue';
/** One shade of a colour (`teal.9`): filled in exactly that shade (hover: the next one), or outlined in it. */
export type TShade = `${TColor}.${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;
export type TVariant = 'filled' | 'default' | 'light' | 'subtle' | 'outline';
type TSize = 'xs' | 'sm' | 'md' | 'lg';

/** Inline style with CSS variables. */
export type TStyle = CSSProperties & Record<`--${string}`, string>;

const BORDER = 'calc(0.0625rem * var(--mantine-scale))';
const TRANSPARENT_BORDER = `${BORDER} solid transparent`;

/** Mantine's `rgba()` of a theme colour's shade, as its outline hover writes it; shades of its default colours mix in CSS. */
function shadeAlpha(family: string, shade: number, alpha: number): string {
  const hex = COLORS[family]?.[shade];
  if (!hex) return `color-mix(in srgb, var(--mantine-color-${family}-${shade}) ${alpha * 100}%, transparent)`;
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${alpha})`;
}

/** Mantine's default variant colours resolver for a colour of the theme (badges and alerts have no hover colour). */
function variantColors(prefix: string, variant: TVariant, color: TColor | TShade | undefined, hasHover = true): TStyle {
  const c = color ?? 'orange';
  const look = (bg: string, hover: string, text: string, border: string): TStyle => ({
    [`--${prefix}-bg`]: bg,
    ...(hasHover ? { [`--${prefix}-hover`]: hover } : {}),
    [`--${prefix}-color`]: text,
    [`--${prefix}-bd`]: border,
  });
  if (c.includes('.')) {
    const [family = '', shadeText = ''] = c.split('.');
    const shade = Number(shadeText);
    const exact = `var(--mantine-color-${family}-${shade})`;
    if (variant === 'outline') return look('transparent', shadeAlpha(family, shade, 0.05), exact, `${BORDER} solid ${exact}`);
    return look(exact, `var(--mantine-color-${family}-${shade + 1})`, 'var(--mantine-color-white)', TRANSPARENT_BORDER);
  }
  switch (variant) {
    case 'filled':
      // The primary colour's filled look is the stylesheet's default, all but the text colour.
      return color
        ? look(`var(--mantine-color-${c}-filled)`, `var(--mantine-color-${c}-filled-hover)`, 'var(--mantine-color-white)', TRANSPARENT_BORDER)
        : { [`--${prefix}-color`]: 'var(--mantine-color-white)' };
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

export type TButtonLook = { variant?: TVariant; color?: TColor | TShade; size?: Exclude<TSize, 'lg'> | 'compact-xs'; fullWidth?: boolean };

/** The attributes of Mantine's Button root for a look (shared by buttons and links). */
function buttonRoot({ variant = 'filled', color, size = 'sm', fullWidth }: TButtonLook, isInactive: boolean, style?: CSSProperties) {
  const sizeVars: TStyle =
    size === 'sm'
      ? {}
      : {
          '--button-height': `var(--button-height-${size})`,
          '--button-padding-x': `var(--button-padding-x-${size})`,
          '--button-fz': `var(--mantine-font-size-${size.replace('compact-', '')})`,
        };
  return {
    style: { ...sizeVars, ...variantColors('button', variant, color), ...style },
    className: `mantine-focus-auto ${isInactive ? '' : 'mantine-active '}m_77c9d27d m_87cf2631`,
    'data-variant': variant === 'filled' ? undefined : variant,
    'data-size': size === 'sm' ? undefined : size,
    'data-block': fullWidth || undefined,
  };
}

function ButtonBody({ children, isLoading }: { children: ReactNode; isLoading?: boolean }) {
  return (
    <>
      {isLoading ? (
        <span
          style={{
            transitionProperty: 'transform, opacity',
            WebkitBackfaceVisibility: 'hidden',
            transitionDuration: '150ms',
            transitionTimingFunction: 'ease',
            transformOrigin: 'center',
            opacity: 1,
            transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))',
          }}
          className="m_a25b86ee"
          aria-hidden="true"
        >
          <span style={{ '--loader-size': 'calc(var(--button-height) / 1.8)', '--loader-color': 'var(--button-color)' } as TStyle} className="m_b34414df m_5ae2e3c" />
        </span>
      ) : null}
      <span className="m_80f1301b">
        <span className="m_811560b9" data-loading={isLoading || undefined}>
          {children}
        </span>
      </span>
    </>
  );
}

type TButtonProps = TButtonLook & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> & { loading?: boolean };

/** Mantine's Button: the look, a loader while `loading` (which also disables it). */
export function PlainButton({ variant, color, size, fullWidth, loading, disabled, style, children, type = 'button', ...rest }: TButtonProps) {
  const root = buttonRoot({ variant, color, size, fullWidth }, Boolean(disabled || loading), style);
  return (
    <button {...root} data-disabled={(disabled && !loading) || undefined} data-loading={loading || undefined} type={type} disabled={disabled || loading} {...rest}>
      <ButtonBody isLoading={loading}>{children}</ButtonBody>
    </button>
  );
}

/** Mantine's Button as a Next link. */
export function PlainLinkButton({ href, variant, color, size, fullWidth, children, ...rest }: TButtonLook & { href: string; children: ReactNode; 'data-testid'?: string }) {
  return (
    <PageLink href={href} {...buttonRoot({ variant, color, size, fullWidth }, false)} {...rest}>
      <ButtonBody>{children}</ButtonBody>
    </PageLink>
  );
}

/** Mantine's Badge (filled or light). */
export function PlainBadge({
  variant = 'filled',
  color,
  size = 'md',
  children,
  ...rest
}: { variant?: 'filled' | 'light'; color: TColor | TShade; size?: TSize; children: ReactNode } & HTMLAttributes<HTMLDivElement> & { 'data-testid'?: string }) {
  const sizeVars: TStyle =
    size === 'md' ? {} : { '--badge-height': `var(--badge-height-${size})`, '--badge-padding-x': `var(--badge-padding-x-${size})`, '--badge-fz': `var(--badge-fz-${size})` };
  return (
    <div
      style={{ ...sizeVars, ...variantColors('badge', variant, color, false) }}
      className="m_347db0ec"
      data-variant={variant === 'filled' ? undefined : variant}
      data-size={size === 'md' ? undefined : size}
      {...rest}
    >
      <span className="m_5add502a">{children}</span>
    </div>
  );
}

/** Mantine's light Alert: an optional title and a message. */
export function PlainAlert({
  color,
  title,
  children,
  role = 'alert',
  style,
  ...rest
}: { color: TColor; title?: ReactNode; children?: ReactNode } & Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'color'> & { 'data-testid'?: string }) {
  const id = `alert-${useId()}`;
  return (
    <div
      style={{ ...variantColors('alert', 'light', color, false), ...style }}
      className="m_66836ed3"
      id={id}
      role={role}
      aria-describedby={children ? `${id}-body` : undefined}
      aria-labelledby={title ? `${id}-title` : undefined}
      {...rest}
    >
      <div className="m_a5d60502">
        <div className="m_667c2793">
          {title ? (
            <div className="m_6a03f287">
              <span id={`${id}-title`} className="m_698f4f23">
                {title}
              </span>
            </div>
          ) : null}
          {children ? (
            <div id={`${id}-body`} className="m_7fa78076">
              {children}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** Mantine's oval Loader. */
export function PlainLoader({ size = 'md', color, ...rest }: { size?: Exclude<TSize, 'lg'>; color?: TColor } & HTMLAttributes<HTMLSpanElement>) {
  const style: TStyle = {};
  if (size !== 'md') style['--loader-size'] = `var(--loader-size-${size})`;
  if (color) style['--loader-color'] = `var(--mantine-color-${color}-filled)`;
  return <span style={style} className="m_b34414df m_5ae2e3c" data-size={size === 'md' ? undefined : size} {...rest} />;
}

/** The cross of Mantine's close buttons. */
export function CrossIcon() {
  return (
    <svg viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" style={{ width: 'var(--cb-icon-size, 70%)', height: 'var(--cb-icon-size, 70%)' }}>
      <path
        d="M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** Mantine's CloseButton (subtle, its own cross); name it with `aria-label`. */
export function PlainCloseButton({ type = 'button', ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { 'aria-label': string }) {
  return (
    <button className="mantine-focus-auto mantine-active m_220c80f2 m_86a44da5 m_87cf2631" data-variant="subtle" type={type} {...rest}>
      <CrossIcon />
    </button>
  );
}
