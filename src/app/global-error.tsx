'use client';

import { LAST_RESORT_WORDS } from './last-resort-words';

/**
 * The last boundary: the root layout itself failed (src/app/layout.tsx), so neither its providers,
 * its messages nor its stylesheets can be counted on, and the reader's language is not known. The
 * page says what the root error page says (messages/*.json `pages.error`), in both languages, with
 * its own <html> and <body> and inline styles (Rumbo's colours: src/app/mantine-light-variables.css).
 * Next puts this component in every page's first load, so its words are a copy of the catalogues'
 * (held equal by tests/unit/last-resort.test.tsx) rather than the catalogues themselves (36 kB).
 */
export default function GlobalError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="en">
      <head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Rumbo</title>
      </head>
      <body style={{ margin: 0, fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', color: '#000', background: '#fff', lineHeight: 1.5 }}>
        <main style={{ maxWidth: '36rem', margin: '0 auto', padding: '3rem 1.25rem' }}>
          <p style={{ fontWeight: 700, fontSize: '1.25rem', margin: '0 0 2rem' }}>Rumbo</p>
          {LAST_RESORT_WORDS.map((words) => (
            <section key={words.lang} lang={words.lang} style={{ marginBottom: '2.5rem' }}>
              <h1 style={{ fontSize: '1.5rem', lineHeight: 1.3, margin: '0 0 0.75rem' }}>{words.title}</h1>
              <p style={{ margin: '0 0 1rem' }}>{words.lead}</p>
              {error?.digest ? (
                <p style={{ margin: '0 0 1rem', color: '#5c636a', fontSize: '0.875rem' }}>{words.reference.replace('{{digest}}', () => error.digest ?? '')}</p>
              ) : null}
              <button
                type="button"
                onClick={retry}
                style={{
                  font: 'inherit',
                  fontWeight: 600,
                  color: '#fff',
                  background: '#b85a06',
                  border: 0,
                  borderRadius: '0.5rem',
                  padding: '0.625rem 1.25rem',
                  minHeight: '2.75rem',
                  cursor: 'pointer',
                }}
              >
                {words.retry}
              </button>
            </section>
          ))}
        </main>
      </body>
    </html>
  );
}
