'use client';

import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { PageLink } from '../page-link';
import { usePathname, useRouter } from 'next/navigation';
import { NAV_HEIGHT } from '~/theme-values';
import { useLatch } from '../use-latch';
import { LanguageToggle } from './language-toggle';
import { logout } from './logout';
import { isActivePath, NavDisclosure } from './nav-disclosure';
import { NAV } from './nav-links';
import { SHELL_BUTTON_CLASS, ShellButtonBody } from './shell-button';
import classes from './shell.module.css';
import { lazyPart } from '../lazy-part';

const loadDrawer = () => import('./nav-drawer').then((module) => module.NavDrawer);
const NavDrawer = lazyPart(loadDrawer);

function Logo() {
  const t = useTranslations();
  return (
    <PageLink href="/dashboard" aria-label={t('nav.home')} className={`mantine-focus-auto ${classes.logo}`}>
      {t('common.appName')}
    </PageLink>
  );
}

/** Top navigation (docs/product-rules.md §2) with a full-screen drawer below the `sm` breakpoint. */
export function AppHeader() {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code is fetched when the menu button is first pressed, and kept from then on.
  const isDrawerWanted = useLatch(opened);
  const onLogout = () => logout(queryClient, (href) => router.replace(href));
  const pageLink = (href: string, label: string) => (
    <PageLink href={href} className={SHELL_BUTTON_CLASS} data-variant={isActivePath(pathname, href) ? 'light' : 'subtle'}>
      <ShellButtonBody>{label}</ShellButtonBody>
    </PageLink>
  );

  return (
    <header className={classes.header} style={{ height: NAV_HEIGHT }}>
      <div className={classes.bar}>
        <Logo />
        <nav aria-label={t('main')} className={`${classes.nav} ${classes.wide}`}>
          {pageLink(NAV.dashboard, t('dashboard'))}
          <NavDisclosure label={t('jobs')} items={NAV.jobs} />
          <NavDisclosure label={t('profileMenu')} items={NAV.profileMenu} />
          {pageLink(NAV.support, t('support'))}
        </nav>
        <div className={`${classes.actions} ${classes.wide}`}>
          <LanguageToggle />
          <button type="button" className={SHELL_BUTTON_CLASS} data-variant="outline" onClick={onLogout}>
            <ShellButtonBody>{t('logout')}</ShellButtonBody>
          </button>
        </div>
        <button
          type="button"
          className={`mantine-focus-auto ${classes.burger} ${classes.narrow}`}
          onPointerDown={() => void loadDrawer()}
          onClick={toggle}
          aria-label={opened ? t('closeMenu') : t('openMenu')}
          aria-expanded={opened}
        >
          <span className={classes.burgerLines} data-opened={opened || undefined} />
        </button>
      </div>
      {isDrawerWanted ? <NavDrawer opened={opened} onClose={close} onLogout={onLogout} /> : null}
    </header>
  );
}
