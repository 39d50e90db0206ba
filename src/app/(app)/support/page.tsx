import '@mantine/core/styles/Anchor.css';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { MantineScope } from '~/components/providers/mantine-scope';
import { getTranslations } from 'next-intl/server';
import { SupportFaq } from '~/components/support/support-faq';
import { SupportForm } from '~/components/support/support-form';
import { env } from '~/env';
import { getSession } from '~/server/auth/request-session';
import { pageMetadata } from '~/app/page-metadata';
import { ClientMessages } from '~/components/providers/client-messages';

export const generateMetadata = () => pageMetadata('support');

export default async function SupportPage() {
  const [t, session] = await Promise.all([getTranslations(), getSession()]);
  return (
    <ClientMessages scope="/support">
      <MantineScope>
        <Stack gap="xl" maw={760}>
          <Stack gap="xs">
            <Title order={1}>{t('pages.support.title')}</Title>
            <Text>{t('pages.support.lead')}</Text>
          </Stack>
          <Stack gap="sm" component="section" aria-labelledby="faq-title">
            <Title order={2} fz="h3" id="faq-title">
              {t('support.faq.title')}
            </Title>
            <SupportFaq />
          </Stack>
          <SupportForm sessionEmail={session?.email ?? ''} />
          <Text>
            {t('support.mailLead')}{' '}
            <Anchor href={`mailto:${env.SUPPORT_EMAIL}`} c="orange.8" data-testid="support-mail">
              {t('pages.support.mail', { email: env.SUPPORT_EMAIL })}
            </Anchor>
          </Text>
        </Stack>
      </MantineScope>
    </ClientMessages>
  );
}
