import { getTranslations } from 'next-intl/server';
import { PageLink } from '../page-link';
import { Button, CloseButton } from '../ui/controls';
import classes from './dashboard-panels.module.css';
import { WelcomeGate } from './welcome-gate';
import { WELCOME_DISMISS_ATTRIBUTE } from './welcome-key';

const NEXT_STEPS = [
  { step: 'preferences', href: '/job-preferences' },
  { step: 'resume', href: '/resume' },
  { step: 'track', href: '/matches' },
] as const;

const DISMISS = { [WELCOME_DISMISS_ATTRIBUTE]: true };

/**
 * The first-visit welcome: what Rumbo does and three next steps, each ticked once the person has
 * done it, its text rendered by the server (none of it in the browser's code); WelcomeGate decides
 * whether it shows and closes it.
 */
export async function WelcomeCard({ isSeenOnServer, done }: { isSeenOnServer: boolean; done: Record<(typeof NEXT_STEPS)[number]['step'], boolean> }) {
  const t = await getTranslations('dashboard.welcome');
  const head = (
    <div className={classes.welcomeHead}>
      <h2 className={classes.welcomeTitle} id="welcome-title">
        {t('title')}
      </h2>
      <CloseButton aria-label={t('close')} {...DISMISS} />
    </div>
  );
  return (
    <WelcomeGate isSeenOnServer={isSeenOnServer} head={head}>
      <p className={classes.welcomeText}>{t('lead')}</p>
      <ol className={classes.steps}>
        {NEXT_STEPS.map(({ step, href }) => (
          <li key={step} data-done={done[step] || undefined} className={done[step] ? classes.stepDone : undefined}>
            <div className={classes.step}>
              <PageLink href={href} className={classes.stepLink}>
                {t(`steps.${step}.title`)}
                {done[step] ? (
                  <span className={classes.tick}>
                    <span aria-hidden="true"> ✓</span> <span className={classes.visuallyHidden}>{t('done')}</span>
                  </span>
                ) : null}
              </PageLink>
              <p className={classes.stepText}>{t(`steps.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button {...DISMISS}>{t('dismiss')}</Button>
      </div>
    </WelcomeGate>
  );
}
