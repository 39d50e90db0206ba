import type en from '../messages/en.json';

// The English catalogue is the reference: every t('key') must name one of its paths (es.json has the same keys, tests check).
declare module 'next-intl' {
  interface AppConfig {
    Messages: typeof en;
  }
}
