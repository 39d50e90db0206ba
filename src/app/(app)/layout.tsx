import type { ReactNode } from 'react';
import { ClientMessages } from '~/components/providers/client-messages';
import { AppHeader } from '~/components/shell/app-header';
import { RouteGuard } from '~/components/shell/route-guard';
import shell from '~/components/shell/shell.module.css';
import { SiteFooter } from '~/components/shell/site-footer';
import { ExpiryWarning } from '~/components/subscription/expiry-warning';
import { serverNow } from '~/server/api/request-context';
import { PAGE_TOP_PADDING } from '~/theme-values';
import { Prefetched } from '~/trpc/server';

/** Guarded group (SPEC §2, §4); src/proxy.ts refuses callers before this renders. */
export default async function GuardedLayout({ children }: { children: ReactNode }) {
  const year = new Date(serverNow()).getFullYear();
  return (
    <>
      <AppHeader />
      <main className={shell.main} style={{ paddingTop: PAGE_TOP_PADDING }}>
        <div className={shell.container}>
          {/* The expiry warning's status is in the browser's cache before any part of the page asks for it. */}
          <ClientMessages scope="guarded">
            <Prefetched queries={(api) => [api.subscription.status.prefetch()]}>
              <RouteGuard>
                {children}
                <ExpiryWarning />
              </RouteGuard>
            </Prefetched>
          </ClientMessages>
        </div>
      </main>
      <SiteFooter year={year} />
    </>
  );
}
