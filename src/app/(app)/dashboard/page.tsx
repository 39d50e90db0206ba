import { cookies } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { RenewedModal } from '~/components/subscription/renewed-modal';
import { DashboardPanels } from '~/components/dashboard/dashboard-panels';
import { JOB_LIMITS } from '~/domain/jobs/limits';
import { WelcomeCard } from '~/components/dashboard/welcome-card';
import { WELCOME_SEEN_KEY } from '~/components/dashboard/welcome-key';
import { RememberName } from '~/components/shell/remember-name';
import { Prefetched, serverApi } from '~/trpc/server';
import { pageMetadata } from '~/app/page-metadata';
import { ClientMessages } from '~/components/providers/client-messages';
import shell from '~/components/shell/shell.module.css';

export const generateMetadata = () => pageMetadata('dashboard');

export default async function DashboardPage() {
  const t = await getTranslations('pages.dashboard');
  // The proxy let this request through; the profile and the panels share the render's one user read.
  const [{ name, email }, welcome, cookieStore] = await Promise.all([serverApi.user.me(), serverApi.user.welcome(), cookies()]);
  return (
    <ClientMessages scope="/dashboard">
      <Prefetched queries={(api) => [api.applications.list.prefetch({}), api.jobs.matches.prefetch({ limit: JOB_LIMITS.dashboardMatches })]}>
        <div className={shell.page}>
          <h1 className={shell.title}>{t('title')}</h1>
          <p className={shell.lead} data-testid="greeting">
            {t('greeting', { name })}
          </p>
          <RememberName name={name} email={email} />
          {/* No Suspense boundary: the card must come in the first flush, not stream in and push the panels down. */}
          <WelcomeCard isSeenOnServer={welcome.isDismissed || cookieStore.get(WELCOME_SEEN_KEY)?.value === 'true'} done={welcome.done} />
          <RenewedModal />
          <DashboardPanels />
        </div>
      </Prefetched>
    </ClientMessages>
  );
}
