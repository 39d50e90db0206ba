import type { ReactNode } from 'react';
import classes from './accordion.module.css';

/*
 * Questions and answers as the browser's own disclosure widgets (`details` and `summary`): each
 * question is a heading of the chosen level inside its summary, Enter or Space opens and closes
 * it, several may be open at once, and the answers are in the page (find in page opens them) with
 * no script needed.
 */

const CHEVRON =
  'M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z';

type TItem = { value: string; question: ReactNode; answer: ReactNode };

export function Accordion({ items, order, 'data-testid': testId }: { items: readonly TItem[]; order: 2 | 3 | 4; 'data-testid'?: string }) {
  const Heading = `h${order}` as const;
  return (
    <div className={classes.accordion} data-testid={testId}>
      {items.map(({ value, question, answer }) => (
        <details key={value} className={classes.item}>
          <summary className={classes.summary}>
            <Heading className={classes.question}>{question}</Heading>
            <svg className={classes.chevron} viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
              <path d={CHEVRON} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
            </svg>
          </summary>
          <div className={classes.answer}>{answer}</div>
        </details>
      ))}
    </div>
  );
}
