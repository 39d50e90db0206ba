'use client';

import { useQueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { MESSAGE_COLUMN, MESSAGE_LEAD, MESSAGE_MAIN, MESSAGE_ROW, MESSAGE_TITLE } from '~/components/message-page';
import { Button, LinkButton } from '~/components/ui/controls';
import { DEFAULT_RETURN_PATH } from '~/domain/return-path';

export type TPageErrorProps = { error: Error & { digest?: string }; retry: () => void };

/**
 * A page that failed to render (Next's error boundary, src/app/error.tsx and (app)/error.tsx):
 * what happened in the reader's language, a retry, the way back (the dashboard inside the
 * signed-in area, else home), and the reference the server's log holds for it (Next's digest) to
 * quote to support. Never the error's own text. Trying again also drops the data the browser
 * holds, so the page reads it afresh rather than failing again on the same answer.
 */
export function PageError({ error, retry, isInShell = false }: TPageErrorProps & { isInShell?: boolean }) {
  const t = useTranslations('pages');
  // Inside the signed-in area's layout, which holds the page's main landmark.
  const Root = isInShell ? 'div' : 'main';
  // Next keeps the message until the address changes: a link to the page that failed would do nothing.
  const back = isInShell ? DEFAULT_RETURN_PATH : '/';
  const isElsewhere = usePathname() !== back;
  // The failure may come after a tap far down a long list: the message is shown from the top, and
  // a screen reader starts at its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const queryClient = useQueryClient();
  const tryAgain = () => {
    void queryClient.resetQueries();
    retry();
  };
  return (
    <Root style={isInShell ? undefined : MESSAGE_MAIN} data-testid="page-error">
      <div style={MESSAGE_COLUMN}>
        <h1 style={{ ...MESSAGE_TITLE, outline: 'none' }} ref={heading} tabIndex={-1}>
          {t('error.title')}
        </h1>
        <p style={MESSAGE_LEAD}>{t('error.lead')}</p>
        {error.digest ? <p style={MESSAGE_LEAD}>{t('error.reference', { digest: error.digest })}</p> : null}
        <div style={MESSAGE_ROW}>
          <Button onClick={tryAgain}>{t('error.retry')}</Button>
          {isElsewhere ? (
            <LinkButton href={back} variant="outline">
              {isInShell ? t('notFound.toDashboard') : t('notFound.toHome')}
            </LinkButton>
          ) : null}
        </div>
      </div>
    </Root>
  );
}
