import type { HTMLAttributes, ReactNode } from 'react';
import classes from './list.module.css';
import { rem, themeColor } from './layout';
import type { TStyle } from './look';

/** One item of a list: an icon beside it is centred on its text; `c` colours the item; `isMet` marks a rule list's item. */
type TListItem = { key: string; content: ReactNode; icon?: ReactNode; c?: string; isMet?: boolean };

/**
 * A list, its items with an optional icon each: small text 2 px apart, or (`isOrdered`) numbered
 * steps in the body's size, a small spacing apart. A list whose every item has an icon starts at
 * the text's edge (its icons stand where bullets would be indented).
 */
export function List({ items, isOrdered = false, ...rest }: { items: TListItem[]; isOrdered?: boolean } & HTMLAttributes<HTMLElement> & { 'data-testid'?: string }) {
  const vars: TStyle = { '--list-spacing': isOrdered ? 'var(--mantine-spacing-sm)' : rem(2) };
  const Tag = isOrdered ? 'ol' : 'ul';
  return (
    <Tag
      style={vars}
      className={classes.list}
      data-size={isOrdered ? undefined : 'sm'}
      data-with-icons={items.length > 0 && items.every(({ icon }) => icon) ? true : undefined}
      {...rest}
    >
      {items.map(({ key, content, icon, c, isMet }) => (
        <li key={key} style={c ? { color: themeColor(c) } : undefined} className={classes.item} data-with-icon={icon ? true : undefined} data-met={isMet}>
          <div className={classes.row}>
            {icon ? <span className={classes.icon}>{icon}</span> : null}
            <span>{content}</span>
          </div>
        </li>
      ))}
    </Tag>
  );
}
