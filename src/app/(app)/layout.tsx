import { Box, Container } from '@mantine/core';
import { redirect, unstable_rethrow } from 'next/navigation';
import type { ReactNode } from 'react';
import { AppHeader } from '~/components/shell/app-header';
import { RouteGuard } from '~/components/shell/route-guard';
import { SiteFooter } from '~/components/shell/site-footer';
import { isSubscriptionValid } from '~/domain/subscription';
import { getSession } from '~/server/auth/session';
import { getDeps } from '~/server/deps';
import { PAGE_TOP_PADDING } from '~/theme';

type TAccess = 'ok' | 'signed-out' | 'expired';

async function checkAccess(): Promise<TAccess> {
  try {
    const session = await getSession();
    if (!session) return 'signed-out';
    const { users, clock } = getDeps();
    const user = await users.get(session.email);
    return isSubscriptionValid(user?.subscription, clock.now()) ? 'ok' : 'expired';
  } catch (error) {
    unstable_rethrow(error);
    console.error('Access check failed', error);
    return 'signed-out';
  }
}

/** Guarded group (SPEC §2, §4): checked on the server before anything renders. */
export default async function GuardedLayout({ children }: { children: ReactNode }) {
  const access = await checkAccess();
  if (access === 'signed-out') redirect('/auth');
  if (access === 'expired') redirect('/auth?reason=expired');
  const year = new Date(getDeps().clock.now()).getFullYear();
  return (
    <>
      <AppHeader />
      <Box component="main" pt={PAGE_TOP_PADDING} mih="calc(100vh - 120px)">
        <Container size="lg">
          <RouteGuard>{children}</RouteGuard>
        </Container>
      </Box>
      <SiteFooter year={year} />
    </>
  );
}
