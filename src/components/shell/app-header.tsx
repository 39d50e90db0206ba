'use client';

import { Anchor, Box, Burger, Button, Divider, Drawer, Group, Menu, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { NAV_HEIGHT } from '~/theme';
import { LanguageToggle } from './language-toggle';
import { logout } from './logout';
import { NAV } from './nav-links';

function Logo() {
  const t = useTranslations();
  return (
    <Anchor component={Link} href="/dashboard" aria-label={t('nav.home')} underline="never" c="orange.7" fw={800} fz={24}>
      {t('common.appName')}
    </Anchor>
  );
}

type TNavItem = { key: 'matches' | 'latest' | 'applications' | 'resume' | 'preferences' | 'profile'; href: string };

function NavMenu({ label, items }: { label: string; items: readonly TNavItem[] }) {
  const t = useTranslations('nav');
  return (
    <Menu trigger="click-hover" position="bottom-start">
      <Menu.Target>
        <Button variant="subtle">{label}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item key={item.href} component={Link} href={item.href}>
            {t(item.key)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Top navigation (SPEC §2) with a full-screen drawer below the `sm` breakpoint. */
export function AppHeader() {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [opened, { toggle, close }] = useDisclosure(false);
  const onLogout = () => logout(queryClient, (href) => router.replace(href));
  const isActive = (href: string) => pathname === href || pathname.startsWith(`${href}/`);

  return (
    <Box component="header" h={NAV_HEIGHT} px="md" pos="fixed" top={0} left={0} right={0} bg="white" style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Group h="100%" justify="space-between" wrap="nowrap">
        <Logo />
        <Group component="nav" aria-label={t('main')} gap="xs" visibleFrom="sm" wrap="nowrap">
          <Button component={Link} href={NAV.dashboard} variant={isActive(NAV.dashboard) ? 'light' : 'subtle'}>
            {t('dashboard')}
          </Button>
          <NavMenu label={t('jobs')} items={NAV.jobs} />
          <NavMenu label={t('profileMenu')} items={NAV.profileMenu} />
          <Button component={Link} href={NAV.support} variant={isActive(NAV.support) ? 'light' : 'subtle'}>
            {t('support')}
          </Button>
        </Group>
        <Group gap="sm" visibleFrom="sm" wrap="nowrap">
          <LanguageToggle />
          <Button variant="outline" onClick={onLogout}>
            {t('logout')}
          </Button>
        </Group>
        <Burger opened={opened} onClick={toggle} hiddenFrom="sm" aria-label={opened ? t('closeMenu') : t('openMenu')} />
      </Group>

      <Drawer opened={opened} onClose={close} size="100%" title={t('menuTitle')} hiddenFrom="sm" zIndex={200}>
        <Stack component="nav" aria-label={t('main')} gap={0}>
          <NavLink component={Link} href={NAV.dashboard} label={t('dashboard')} active={isActive(NAV.dashboard)} onClick={close} />
          <Text size="xs" c="dimmed" mt="sm" px="sm">
            {t('jobs')}
          </Text>
          {NAV.jobs.map((item) => (
            <NavLink key={item.href} component={Link} href={item.href} label={t(item.key)} active={isActive(item.href)} onClick={close} />
          ))}
          <Text size="xs" c="dimmed" mt="sm" px="sm">
            {t('profileMenu')}
          </Text>
          {NAV.profileMenu.map((item) => (
            <NavLink key={item.href} component={Link} href={item.href} label={t(item.key)} active={isActive(item.href)} onClick={close} />
          ))}
          <NavLink component={Link} href={NAV.support} label={t('support')} active={isActive(NAV.support)} onClick={close} />
          <Divider my="md" />
          <Text size="sm" fw={500} px="sm" mb={4}>
            {t('language')}
          </Text>
          <Box px="sm">
            <LanguageToggle fullWidth />
          </Box>
          <Button mt="lg" mx="sm" variant="outline" onClick={onLogout}>
            {t('logout')}
          </Button>
        </Stack>
      </Drawer>
    </Box>
  );
}
