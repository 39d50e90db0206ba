import { getFormatter, getTranslations } from 'next-intl/server';
import { LanguageToggle } from '~/components/shell/language-toggle';
import { SiteFooter } from '~/components/shell/site-footer';
import { Anchor } from '~/components/ui/layout';
import { env } from '~/env';
import classes from './legal.module.css';

/** When the terms or the privacy policy last changed in substance (the pages show it). */
export const LEGAL_UPDATED = Date.UTC(2026, 10, 28);

export const LEGAL_SECTIONS = {
  terms: ['service', 'account', 'subscription', 'renewal', 'withdrawal', 'use', 'data', 'liability', 'changes', 'contact'],
  privacy: ['what', 'why', 'who', 'cookies', 'retention', 'rights', 'security', 'contact'],
} as const;

/** A public page of plain reading: the terms of service or the privacy policy, in the interface's language. */
export async function LegalPage({ document }: { document: keyof typeof LEGAL_SECTIONS }) {
  const [t, legal, format] = await Promise.all([getTranslations(`legal.${document}`), getTranslations('legal'), getFormatter()]);
  return (
    <>
      <main className={classes.page}>
        <div className={classes.top}>
          <Anchor href="/" c="orange.8" fw={700}>
            {legal('back')}
          </Anchor>
          <LanguageToggle />
        </div>
        <article>
          <h1 className={classes.title}>{t('title')}</h1>
          <p className={classes.meta}>{legal('updated', { date: format.dateTime(LEGAL_UPDATED, { dateStyle: 'long', timeZone: 'UTC' }) })}</p>
          <p>{t('lead')}</p>
          {LEGAL_SECTIONS[document].map((section) => (
            <section key={section} aria-labelledby={`${document}-${section}`}>
              <h2 id={`${document}-${section}`} className={classes.heading}>
                {t(`sections.${section}.title`)}
              </h2>
              <p>{t(`sections.${section}.body`, { email: env.SUPPORT_EMAIL })}</p>
            </section>
          ))}
        </article>
      </main>
      <SiteFooter year={new Date().getFullYear()} />
    </>
  );
}
