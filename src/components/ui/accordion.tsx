import { useId, useState, type ReactNode } from 'react';
import type { TStyle } from './controls';

/*
 * Mantine's separated Accordion (several items open at once, headings of a chosen level) as the
 * markup it renders, styled by Accordion.css, with no Mantine code in the browser. It follows the
 * ARIA accordion pattern: each heading holds a button that says whether its panel is expanded. An
 * open panel shows at once, without Mantine's height animation.
 * `tests/unit/plain-layout-markup.test.tsx` requires Mantine's markup for the closed items.
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
    <div
      style={{ '--accordion-chevron-size': 'auto', '--accordion-radius': 'var(--mantine-radius-md)' } as TStyle}
      className="m_9bdbb667"
      data-accordion="true"
      data-variant="separated"
      data-testid={testId}
      id={id}
    >
      {items.map(({ value, question, answer }) => {
        const isOpen = open.includes(value);
        const controlId = `${id}-control-${value}`;
        const panelId = `${id}-panel-${value}`;
        return (
          <div key={value} className="m_9bd7b098 m_9f59b069" data-active={isOpen || undefined}>
            <Heading className="m_8fa820a0">
              <button
                className="mantine-focus-auto m_4ba585b8 m_87cf2631"
                data-accordion-control="true"
                data-chevron-position="right"
                data-active={isOpen || undefined}
                type="button"
                id={controlId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(value)}
              >
                <span className="m_3f35ae96" data-position="right" data-rotate={isOpen || undefined}>
                  <svg
                    viewBox="0 0 15 15"
                    fill="none"
                    xmlns="http://www.w3.org/2000/svg"
                    style={{ width: 'calc(1rem * var(--mantine-scale))', height: 'calc(1rem * var(--mantine-scale))', display: 'block' }}
                  >
                    <path d={CHEVRON} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
                  </svg>
                </span>
                <span className="m_df3ffa0f">{question}</span>
              </button>
            </Heading>
            <div className="m_df78851f" id={panelId} role="region" aria-labelledby={controlId} hidden={!isOpen}>
              {isOpen ? <div className="m_4ba554d4">{answer}</div> : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
