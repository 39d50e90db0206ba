'use client';

// Loaded with the first tap on the menu button: a desktop page load carries none of this.
import '~/components/dialog-css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Divider.css';
import { Box, Button, Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { PageLink } from '../page-link';
import { usePathname } from 'next/navigation';
import { MantineScope } from '../providers/mantine-scope';
import { LanguageToggle } from './language-toggle';
import { isActivePath } from './nav-disclosure';
import { NAV } from './nav-links';

/** The full-screen navigation drawer of small screens (docs/product-rules.md §2): the same links plus a language switch. */
export function NavDrawer({ opened, onClose, onLogout }: { opened: boolean; onClose: () => void; onLogout: () => void }) {
  const t = useTranslations('nav');
  const pathname = usePathname();
  const link = (href: string, label: string) => <NavLink key={href} component={PageLink} href={href} label={label} active={isActivePath(pathname, href)} onClick={onClose} />;
  const heading = (label: string) => (
    <Text size="xs" c="dimmed" mt="sm" px="sm">
      {label}
    </Text>
  );
  return (
    <MantineScope>
      <Drawer opened={opened} onClose={onClose} size="100%" title={t('menuTitle')} hiddenFrom="sm" zIndex={200} closeButtonProps={{ 'aria-label': t('closeMenu') }}>
        <Stack component="nav" aria-label={t('main')} gap={0}>
          {link(NAV.dashboard, t('dashboard'))}
          {heading(t('jobs'))}
          {NAV.jobs.map((item) => link(item.href, t(item.key)))}
          {heading(t('profileMenu'))}
          {NAV.profileMenu.map((item) => link(item.href, t(item.key)))}
          {link(NAV.support, t('support'))}
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
    </MantineScope>
  );
}
