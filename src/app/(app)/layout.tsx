import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { ClientMessages } from '~/components/providers/client-messages';
import { AppHeader } from '~/components/shell/app-header';
import { RouteGuard } from '~/components/shell/route-guard';
import { SiteFooter } from '~/components/shell/site-footer';
import { ExpiryWarning } from '~/components/subscription/expiry-warning';
import { serverNow } from '~/server/api/request-context';
import { PAGE_TOP_PADDING } from '~/theme';
import { Prefetched } from '~/trpc/server';

/** Guarded group (SPEC §2, §4); src/proxy.ts refuses callers before this renders. */
export default async function GuardedLayout({ children }: { children: ReactNode }) {
  const year = new Date(serverNow()).getFullYear();
  return (
    <>
      <AppHeader />
      <Box component="main" pt={PAGE_TOP_PADDING} mih="calc(100vh - 120px)">
        <Container size="lg">
          {/* The expiry warning's status is in the browser's cache before any part of the page asks for it. */}
          <ClientMessages scope="guarded">
            <Prefetched queries={(api) => [api.subscription.status.prefetch()]}>
              <RouteGuard>
                {children}
                <ExpiryWarning />
              </RouteGuard>
            </Prefetched>
          </ClientMessages>
        </Container>
      </Box>
      <SiteFooter year={year} />
    </>
  );
}
