import { Anchor, Stack, Text, Title } from '~/components/ui/layout';
import { getTranslations } from 'next-intl/server';
import { SupportFaq } from '~/components/support/support-faq';
import { SupportForm } from '~/components/support/support-form';
import { env } from '~/env';
import { getSession } from '~/server/api/request-session';
import { pageMetadata } from '~/app/page-metadata';
import { ClientMessages } from '~/components/providers/client-messages';

export const generateMetadata = () => pageMetadata('support');

export default async function SupportPage() {
  const [t, session] = await Promise.all([getTranslations(), getSession()]);
  return (
    <ClientMessages scope="/support">
      <Stack gap="xl" style={{ maxWidth: 760 }}>
        <Stack gap="xs">
          <Title order={1}>{t('pages.support.title')}</Title>
          <Text>{t('pages.support.lead')}</Text>
        </Stack>
        <section aria-labelledby="faq-title">
          <Stack gap="sm">
            <Title order={2} fz="h3" id="faq-title">
              {t('support.faq.title')}
            </Title>
            <SupportFaq />
          </Stack>
        </section>
        <SupportForm sessionEmail={session?.email ?? ''} />
        <Text>
          {t('support.mailLead')}{' '}
          <Anchor href={`mailto:${env.SUPPORT_EMAIL}`} c="orange.8" data-testid="support-mail">
            {t('pages.support.mail', { email: env.SUPPORT_EMAIL })}
          </Anchor>
        </Text>
      </Stack>
    </ClientMessages>
  );
}
