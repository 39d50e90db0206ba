import { PageLink } from '../page-link';
import { useId, type ButtonHTMLAttributes, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import classes from './controls.module.css';
import { variantColors, type TColor, type TShade, type TStyle, type TVariant } from './look';

/*
 * Rumbo's buttons (also as a link to a page), badges, notices, spinner and close button: plain
 * elements and a CSS module on the theme's documented variables, no Mantine code in the browser.
 * On pages that show many of them (job lists, the dashboard) Mantine's runtime was most of a
 * page's JavaScript and of its render time.
 */

export type { TColor, TShade, TStyle, TVariant } from './look';

type TSize = 'xs' | 'sm' | 'md' | 'lg';

export type TButtonLook = { variant?: TVariant; color?: TColor | TShade; size?: Exclude<TSize, 'lg'> | 'compact-xs'; fullWidth?: boolean };

/** The attributes of a button's root for a look (shared by buttons and links). */
function buttonRoot({ variant = 'filled', color, size = 'sm', fullWidth }: TButtonLook, style?: CSSProperties) {
  return {
    style: { ...variantColors(variant, color), ...style },
    className: classes.button,
    'data-variant': variant,
    'data-size': size === 'sm' ? undefined : size,
    'data-block': fullWidth || undefined,
  };
}

function ButtonBody({ children, isLoading }: { children: ReactNode; isLoading?: boolean }) {
  return (
    <>
      {isLoading ? <span className={`${classes.loader} ${classes.buttonSpinner}`} aria-hidden="true" /> : null}
      <span className={classes.inner}>
        <span className={classes.label}>{children}</span>
      </span>
    </>
  );
}

type TButtonProps = TButtonLook & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> & { loading?: boolean };

/** A button in a variant, colour and size; `loading` shows a spinner over its label, disables it and says it is busy. */
export function Button({ variant, color, size, fullWidth, loading, disabled, style, children, type = 'button', ...rest }: TButtonProps) {
  return (
    <button
      {...buttonRoot({ variant, color, size, fullWidth }, style)}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      type={type}
      disabled={disabled || loading}
      {...rest}
    >
      <ButtonBody isLoading={loading}>{children}</ButtonBody>
    </button>
  );
}

/** A link to a page of Rumbo's drawn as a button. */
export function LinkButton({ href, variant, color, size, fullWidth, children, ...rest }: TButtonLook & { href: string; children: ReactNode; 'data-testid'?: string }) {
  return (
    <PageLink href={href} {...buttonRoot({ variant, color, size, fullWidth })} {...rest}>
      <ButtonBody>{children}</ButtonBody>
    </PageLink>
  );
}

/** A short status label (filled or light). */
export function Badge({
  variant = 'filled',
  color,
  size = 'md',
  children,
  style,
  ...rest
}: { variant?: 'filled' | 'light'; color: TColor | TShade; size?: TSize; children: ReactNode } & HTMLAttributes<HTMLDivElement> & { 'data-testid'?: string }) {
  return (
    <div style={{ ...variantColors(variant, color), ...style }} className={classes.badge} data-size={size === 'md' ? undefined : size} {...rest}>
      <span className={classes.badgeLabel}>{children}</span>
    </div>
  );
}

/** A notice in a light colour: an optional title and a message, announced as an alert unless `role` says otherwise. */
export function Alert({
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
      style={{ ...variantColors('light', color), ...style }}
      className={classes.alert}
      id={id}
      role={role}
      aria-describedby={children ? `${id}-body` : undefined}
      aria-labelledby={title ? `${id}-title` : undefined}
      {...rest}
    >
      {title ? (
        <span id={`${id}-title`} className={classes.alertTitle}>
          {title}
        </span>
      ) : null}
      {children ? (
        <div id={`${id}-body`} className={classes.alertBody}>
          {children}
        </div>
      ) : null}
    </div>
  );
}

/** A spinning ring; name it (`role="status"` and `aria-label`) where it is the only sign of work. */
export function Loader({ size = 'md', color, style, ...rest }: { size?: Exclude<TSize, 'lg'>; color?: TColor } & HTMLAttributes<HTMLSpanElement>) {
  const colour: TStyle | undefined = color ? { '--loader-color': `var(--mantine-color-${color}-filled)` } : undefined;
  return <span style={{ ...colour, ...style }} className={classes.loader} data-size={size === 'md' ? undefined : size} {...rest} />;
}

/** A cross, for buttons that close or remove. */
export function CrossIcon() {
  return (
    <svg viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" className={classes.cross} aria-hidden="true">
      <path
        d="M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** A close button (a cross, no frame until hovered); name it with `aria-label`. */
export function CloseButton({ type = 'button', size, ...rest }: ButtonHTMLAttributes<HTMLButtonElement> & { 'aria-label': string; size?: 'sm' | 'md' }) {
  return (
    <button className={classes.close} data-variant="subtle" data-size={size} type={type} {...rest}>
      <CrossIcon />
    </button>
  );
}
