import { getTranslations } from 'next-intl/server';
import { env } from '~/env';
import classes from './shell.module.css';

/** Footer (docs/product-rules.md §2): tagline, support mail, social link, © current year; and the terms and privacy policy. */
export async function SiteFooter({ year }: { year: number }) {
  const t = await getTranslations('footer');
  return (
    <footer className={`${classes.container} ${classes.footer}`}>
      <div className={classes.footerRow}>
        <p className={classes.small}>{t('tagline')}</p>
        <div className={classes.footerLinks}>
          <a href={`mailto:${env.SUPPORT_EMAIL}`} className={`mantine-focus-auto ${classes.footerLink}`}>
            {t('supportMail')}
          </a>
          <a href={env.SOCIAL_URL} target="_blank" rel="noopener noreferrer" className={`mantine-focus-auto ${classes.footerLink}`}>
            {t('social')}
          </a>
          <a href="/terms" className={`mantine-focus-auto ${classes.footerLink}`}>
            {t('terms')}
          </a>
          <a href="/privacy" className={`mantine-focus-auto ${classes.footerLink}`}>
            {t('privacy')}
          </a>
        </div>
        <p className={classes.small} data-testid="copyright">
          {t('copyright', { year })}
        </p>
      </div>
    </footer>
  );
}
