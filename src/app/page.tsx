import { redirect } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { LinkButton } from '~/components/ui/controls';
import { LanguageToggle } from '~/components/shell/language-toggle';
import { SiteFooter } from '~/components/shell/site-footer';
import { PlanTerms } from '~/components/subscription/plan-terms';
import { DEFAULT_RETURN_PATH } from '~/domain/return-path';
import { readPlan } from '~/server/api/request-context';
import { getSession } from '~/server/api/request-session';
import classes from './home.module.css';

const FEATURES = ['matches', 'tracker', 'resume'] as const;

/**
 * The public front page: what Rumbo does, what it costs and how renewal, cancelling and withdrawal
 * work, before anyone signs up (and, after `?account=deleted`, that an account was deleted). A
 * signed-in person has nothing to do here and goes to the dashboard.
 */
export default async function HomePage({ searchParams }: { searchParams: Promise<{ account?: string | string[] }> }) {
  const [t, format, session, plan, query] = await Promise.all([getTranslations(), getFormatter(), getSession(), readPlan(), searchParams]);
  if (session) redirect(DEFAULT_RETURN_PATH);
  const price = plan ? t(`plan.price.${plan.interval}`, { price: format.number(plan.amount, { style: 'currency', currency: plan.currency }) }) : null;
  return (
    <>
      <main className={classes.page}>
        <div className={classes.top}>
          <p className={classes.brand}>{t('common.appName')}</p>
          <LanguageToggle />
        </div>
        {query.account === 'deleted' ? (
          <p role="status" className={classes.notice} data-testid="account-deleted">
            {t('accountData.deleted')}
          </p>
        ) : null}
        <section className={classes.hero} aria-labelledby="home-title">
          <h1 id="home-title" className={classes.heroTitle}>
            {t('home.title')}
          </h1>
          <p className={classes.lead}>{t('home.lead')}</p>
          <div className={classes.actions}>
            <LinkButton href="/onboarding" size="md" data-testid="get-started">
              {t('home.getStarted')}
            </LinkButton>
            <LinkButton href="/auth" size="md" variant="outline">
              {t('home.signIn')}
            </LinkButton>
          </div>
        </section>
        <section aria-labelledby="home-features">
          <h2 id="home-features" className={classes.sectionTitle}>
            {t('home.featuresTitle')}
          </h2>
          <ul className={classes.features}>
            {FEATURES.map((feature) => (
              <li key={feature} className={classes.feature}>
                <h3>{t(`home.${feature}Title`)}</h3>
                <p>{t(`home.${feature}Body`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className={classes.plan} aria-labelledby="home-plan" data-testid="home-plan">
          <div>
            <h2 id="home-plan" className={classes.sectionTitle} style={{ marginTop: 0 }}>
              {t('home.priceTitle')}
            </h2>
            <p className={classes.price} data-testid="plan-price">
              {price ?? t('home.priceLater')}
            </p>
            <p className={classes.lead} style={{ fontSize: 'var(--mantine-font-size-sm)' }}>
              {t('home.priceLead')}
            </p>
          </div>
          <div>
            <h3 style={{ marginTop: 0 }}>{t('home.renewalTitle')}</h3>
            <p className={classes.planText}>{t('home.renewal')}</p>
            <PlanTerms plan={plan} isPaying={false} showRenewal={false} />
            <div className={classes.actions} style={{ marginTop: 'var(--mantine-spacing-md)' }}>
              <LinkButton href="/onboarding" size="md">
                {t('home.getStarted')}
              </LinkButton>
            </div>
          </div>
        </section>
      </main>
      <SiteFooter year={new Date().getFullYear()} />
    </>
  );
}
