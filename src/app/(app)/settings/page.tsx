import { getTranslations } from 'next-intl/server';
import { SubscriptionCard } from '~/components/subscription/subscription-card';
import { ProfileCard } from './profile-card';
import { SecurityPanel } from './security-panel';
import { CalendarCard } from './calendar-card';
import { AlertsCard } from './alerts-card';
import { ExtensionPart } from './extension-part';
import { DataPanel } from './data-panel';
import { pageMetadata } from '~/app/page-metadata';
import { Prefetched } from '~/trpc/server';
import { ClientMessages } from '~/components/providers/client-messages';
import shell from '~/components/shell/shell.module.css';

export const generateMetadata = () => pageMetadata('settings');

export default async function SettingsPage() {
  const t = await getTranslations();
  return (
    <ClientMessages scope="/settings">
      <div className={shell.page} style={{ gap: 'var(--mantine-spacing-lg)', maxWidth: 720 }}>
        <h1 className={shell.title}>{t('pages.settings.title')}</h1>
        {/* The subscription's status comes with the guarded layout. */}
        <Prefetched queries={(api) => [api.user.me.prefetch(), api.auth.mfaStatus.prefetch(), api.calendar.feed.prefetch(), api.alerts.settings.prefetch()]}>
          <ProfileCard />
          <SubscriptionCard />
          <SecurityPanel />
          <AlertsCard />
          <CalendarCard />
          <ExtensionPart />
          <DataPanel />
        </Prefetched>
      </div>
    </ClientMessages>
  );
}
