import type { HTMLAttributes, ReactNode } from 'react';
import { rem, themeColor } from './layout';
import type { TStyle } from './mantine-markup';

/** One item of a plain list: an icon beside it is centred on its text; `c` colours the item; `isMet` marks a rule list's item. */
type TListItem = { key: string; content: ReactNode; icon?: ReactNode; c?: string; isMet?: boolean };

/**
 * Mantine's List, its items with an optional icon each: small text 2 px apart, or (`isOrdered`)
 * numbered steps in the body's size, a small spacing apart.
 */
export function PlainList({ items, isOrdered = false, ...rest }: { items: TListItem[]; isOrdered?: boolean } & HTMLAttributes<HTMLElement> & { 'data-testid'?: string }) {
  const vars: TStyle = isOrdered
    ? { '--list-spacing': 'var(--mantine-spacing-sm)' }
    : { '--list-fz': 'var(--mantine-font-size-sm)', '--list-lh': 'var(--mantine-line-height-sm)', '--list-spacing': rem(2) };
  const Tag = isOrdered ? 'ol' : 'ul';
  return (
    <Tag style={vars} className="m_abbac491" data-size={isOrdered ? undefined : 'sm'} {...rest}>
      {items.map(({ key, content, icon, c, isMet }) => (
        <li
          key={key}
          style={c ? { color: themeColor(c) } : undefined}
          className="m_abb6bec2"
          data-with-icon={icon ? true : undefined}
          data-centered={icon ? true : undefined}
          data-met={isMet}
        >
          <div className="m_75cd9f71">
            {icon ? <span className="m_60f83e5b">{icon}</span> : null}
            <span className="">{content}</span>
          </div>
        </li>
      ))}
    </Tag>
  );
}
