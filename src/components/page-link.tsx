'use client';

import { useRouter } from 'next/navigation';
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';

type TPageLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; ref?: Ref<HTMLAnchorElement> };

/** Whether a click asks for the page in this tab: the main button, no modifier, no other target or download. */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const { target, download } = event.currentTarget;
  return (
    !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && (target === '' || target === '_self') && !download
  );
}

/**
 * A link to a page of Rumbo's, opened by client-side navigation. Unlike next/link it asks the
 * server for the target page only when the person shows intent (pointer over it, focus, touch),
 * not for every link that scrolls into view: a signed-in page has a dozen links in its menus,
 * and each prefetch is a full server render. It also leaves out next/link's viewport observer
 * from every page's JavaScript. Modified clicks (new tab, new window, download) stay the browser's.
 */
export function PageLink({ href, onClick, onPointerEnter, onFocus, onTouchStart, ...rest }: TPageLinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        router.push(href);
      }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
      {...rest}
    />
  );
}
