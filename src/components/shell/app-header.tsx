'use client';

import { Anchor, Box, Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { NAV_HEIGHT } from '~/theme';
import { useLatch } from '../use-latch';
import { LanguageToggle } from './language-toggle';
import { logout } from './logout';
import { isActivePath, NavDisclosure } from './nav-disclosure';
import { NAV } from './nav-links';

const loadDrawer = () => import('./nav-drawer').then((module) => module.NavDrawer);
const NavDrawer = dynamic(loadDrawer, { ssr: false });

function Logo() {
  const t = useTranslations();
  return (
    <Anchor component={Link} href="/dashboard" aria-label={t('nav.home')} underline="never" c="orange.7" fw={800} fz={24}>
      {t('common.appName')}
    </Anchor>
  );
}

/** Top navigation (SPEC §2) with a full-screen drawer below the `sm` breakpoint. */
export function AppHeader() {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code is fetched when the menu button is first pressed, and kept from then on.
  const isDrawerWanted = useLatch(opened);
  const onLogout = () => logout(queryClient, (href) => router.replace(href));
  const linkVariant = (href: string) => (isActivePath(pathname, href) ? 'light' : 'subtle');

  return (
    <Box component="header" h={NAV_HEIGHT} px="md" pos="fixed" top={0} left={0} right={0} bg="white" style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Logo />
        <Group component="nav" aria-label={t('main')} gap="xs" visibleFrom="sm" wrap="nowrap">
          <Button component={Link} href={NAV.dashboard} variant={linkVariant(NAV.dashboard)}>
            {t('dashboard')}
          </Button>
          <NavDisclosure label={t('jobs')} items={NAV.jobs} />
          <NavDisclosure label={t('profileMenu')} items={NAV.profileMenu} />
          <Button component={Link} href={NAV.support} variant={linkVariant(NAV.support)}>
            {t('support')}
          </Button>
        </Group>
        <Group gap="sm" visibleFrom="sm" wrap="nowrap">
          <LanguageToggle />
          <Button variant="outline" onClick={onLogout}>
            {t('logout')}
          </Button>
        </Group>
        <Burger
          opened={opened}
          onPointerDown={() => void loadDrawer()}
          onClick={toggle}
          hiddenFrom="sm"
          aria-label={opened ? t('closeMenu') : t('openMenu')}
          aria-expanded={opened}
        />
      </Group>
      {isDrawerWanted ? <NavDrawer opened={opened} onClose={close} onLogout={onLogout} /> : null}
    </Box>
  );
}
