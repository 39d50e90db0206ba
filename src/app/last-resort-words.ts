/**
 * The words of the page shown when the root layout fails (src/app/global-error.tsx): copies of
 * `pages.error` in messages/en.json and messages/es.json, which tests/unit/last-resort.test.tsx
 * holds equal, since that page cannot load the catalogues.
 */
export const LAST_RESORT_WORDS = [
  {
    lang: 'en',
    title: 'This page could not be shown',
    lead: 'Something went wrong on our side. Nothing you saved is lost: try again, or come back in a few minutes.',
    reference: 'Reference for support: {{digest}}',
    retry: 'Try again',
  },
  {
    lang: 'es',
    title: 'No se ha podido mostrar esta página',
    lead: 'Algo ha fallado por nuestra parte. No se ha perdido nada de lo que has guardado: inténtalo de nuevo o vuelve dentro de unos minutos.',
    reference: 'Referencia para soporte: {{digest}}',
    retry: 'Reintentar',
  },
] as const;
