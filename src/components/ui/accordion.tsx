'use client';

import { useId, useState, type ReactNode } from 'react';
import classes from './accordion.module.css';

/*
 * Questions and answers as the ARIA accordion pattern: each question is a heading of the chosen
 * level holding a button that says whether its answer is expanded (`aria-expanded`) and which
 * region it controls; the answer is a region named by its question. Enter and Space (a button's
 * own keys) open and close it; several may be open at once.
 */

const CHEVRON =
  'M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z';

type TItem = { value: string; question: ReactNode; answer: ReactNode };

export function Accordion({ items, order, 'data-testid': testId }: { items: readonly TItem[]; order: 2 | 3 | 4; 'data-testid'?: string }) {
  const id = useId();
  const [open, setOpen] = useState<readonly string[]>([]);
  const Heading = `h${order}` as const;
  const toggle = (value: string) => setOpen((now) => (now.includes(value) ? now.filter((one) => one !== value) : [...now, value]));
  return (
    <div className={classes.accordion} data-testid={testId}>
      {items.map(({ value, question, answer }) => {
        const isOpen = open.includes(value);
        const controlId = `${id}-control-${value}`;
        const panelId = `${id}-panel-${value}`;
        return (
          <div key={value} className={classes.item} data-open={isOpen || undefined}>
            <Heading className={classes.heading}>
              <button className={classes.control} type="button" id={controlId} aria-expanded={isOpen} aria-controls={panelId} onClick={() => toggle(value)}>
                <span className={classes.question}>{question}</span>
                <svg className={classes.chevron} viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
                  <path d={CHEVRON} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
                </svg>
              </button>
            </Heading>
            <div className={classes.answer} id={panelId} role="region" aria-labelledby={controlId} hidden={!isOpen}>
              {answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
