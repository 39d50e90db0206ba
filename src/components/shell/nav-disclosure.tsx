'use client';

import { useTranslations } from 'next-intl';
import { PageLink } from '../page-link';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import classes from './nav-disclosure.module.css';
import { SHELL_BUTTON_CLASS, ShellButtonBody } from './shell-button';

type TNavItem = { key: 'matches' | 'latest' | 'applications' | 'resume' | 'preferences' | 'profile'; href: string };

/** How long the pointer may leave a menu opened by hovering before it closes. */
const HOVER_CLOSE_MS = 150;

export const isActivePath = (pathname: string, href: string) => pathname === href || pathname.startsWith(`${href}/`);

/**
 * A group of navigation links behind a button (the disclosure pattern for site navigation): the
 * button says whether the list is expanded; click, Enter, Space or ArrowDown open it, hovering opens
 * it for a mouse, arrows move between the links, Escape, a click outside or leaving by Tab close it.
 * Light on purpose: it is in every signed-in page's first load, where a floating menu library is not.
 */
export function NavDisclosure({ label, items }: { label: string; items: readonly TNavItem[] }) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const id = useId();
  // Open on the page where it was opened: a route change (a link of the list, or any other) closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const opened = openedOn === pathname;
  const setOpened = (isOpen: boolean) => setOpenedOn(isOpen ? pathname : null);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const hoverClose = useRef<ReturnType<typeof setTimeout>>(undefined);
  // Opened by the pointer resting on it: the click that usually follows keeps it open instead of closing it.
  const isHoverOpened = useRef(false);
  const links = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];

  useEffect(() => {
    if (!opened) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenedOn(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [opened]);
  useEffect(() => () => clearTimeout(hoverClose.current), []);

  const focusLink = (index: number) => {
    const list = links();
    list[(index + list.length) % list.length]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const list = links();
    const at = list.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape' && opened) {
      event.preventDefault();
      setOpened(false);
      trigger.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (!opened) setOpened(true);
      // The list renders hidden, so its links can take the focus in the same event.
      requestAnimationFrame(() => focusLink(at === -1 ? (step === 1 ? 0 : -1) : at + step));
    } else if ((event.key === 'Home' || event.key === 'End') && at !== -1) {
      event.preventDefault();
      focusLink(event.key === 'Home' ? 0 : -1);
    }
  };
  const onPointerEnter = (event: ReactPointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hoverClose.current);
    if (!opened) isHoverOpened.current = true;
    setOpened(true);
  };
  const onPointerLeave = (event: ReactPointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hoverClose.current = setTimeout(() => {
      isHoverOpened.current = false;
      setOpened(false);
    }, HOVER_CLOSE_MS);
  };

  return (
    <div
      ref={root}
      className={classes.root}
      onKeyDown={onKeyDown}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpened(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={SHELL_BUTTON_CLASS}
        data-variant={items.some((item) => isActivePath(pathname, item.href)) ? 'light' : 'subtle'}
        data-with-right-section
        aria-expanded={opened}
        aria-controls={id}
        onClick={() => {
          setOpened(isHoverOpened.current || !opened);
          isHoverOpened.current = false;
        }}
      >
        <ShellButtonBody
          right={
            <svg className={classes.chevron} data-open={opened || undefined} width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
              <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          }
        >
          {label}
        </ShellButtonBody>
      </button>
      <ul id={id} className={classes.dropdown} hidden={!opened}>
        {items.map((item) => (
          <li key={item.href}>
            <PageLink className={classes.item} href={item.href} aria-current={isActivePath(pathname, item.href) ? 'page' : undefined} onClick={() => setOpened(false)}>
              {t(item.key)}
            </PageLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
