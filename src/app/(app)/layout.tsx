import type { ReactNode } from 'react';
import { ClientMessages } from '~/components/providers/client-messages';
import { AppHeader } from '~/components/shell/app-header';
import { RouteGuard } from '~/components/shell/route-guard';
import shell from '~/components/shell/shell.module.css';
import { SiteFooter } from '~/components/shell/site-footer';
import { ExpiryWarningPart } from '~/components/subscription/expiry-warning-part';
import { isEndingSoon, subscriptionTerms } from '~/domain/subscription';
import { serverNow } from '~/server/api/request-context';
import { PAGE_TOP_PADDING } from '~/theme-values';
import { Prefetched, serverApi } from '~/trpc/server';

/** Guarded group (docs/product-rules.md §2, §4); src/proxy.ts refuses callers before this renders. */
export default async function GuardedLayout({ children }: { children: ReactNode }) {
  const now = serverNow();
  const year = new Date(now).getFullYear();
  // The same answer Prefetched hands the browser below; both read the request's one user record. A failed read leaves the warning out.
  const status = await serverApi.subscription.status().catch(() => null);
  // Only a subscription this near its end loads the warning's code (which then applies its once-a-day rule).
  const isEnding = status ? isEndingSoon(subscriptionTerms(status), now) : false;
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
                {isEnding ? <ExpiryWarningPart /> : null}
              </RouteGuard>
            </Prefetched>
          </ClientMessages>
        </div>
      </main>
      <SiteFooter year={year} />
    </>
  );
}
