import '@mantine/core/styles/Anchor.css';
import { PlainAnchor, PlainStack, PlainText, PlainTitle } from '~/components/plain/layout';
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
      <PlainStack gap="xl" style={{ maxWidth: 760 }}>
        <PlainStack gap="xs">
          <PlainTitle order={1}>{t('pages.support.title')}</PlainTitle>
          <PlainText>{t('pages.support.lead')}</PlainText>
        </PlainStack>
        <section aria-labelledby="faq-title">
          <PlainStack gap="sm">
            <PlainTitle order={2} fz="h3" id="faq-title">
              {t('support.faq.title')}
            </PlainTitle>
            <SupportFaq />
          </PlainStack>
        </section>
        <SupportForm sessionEmail={session?.email ?? ''} />
        <PlainText>
          {t('support.mailLead')}{' '}
          <PlainAnchor href={`mailto:${env.SUPPORT_EMAIL}`} c="orange.8" data-testid="support-mail">
            {t('pages.support.mail', { email: env.SUPPORT_EMAIL })}
          </PlainAnchor>
        </PlainText>
      </PlainStack>
    </ClientMessages>
  );
}
