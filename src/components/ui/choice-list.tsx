'use client';

import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import type { TOption } from './choices';
import classes from './choices.module.css';
import fields from './fields.module.css';

/*
 * The option list of a choices field (ui/choices.tsx), in a chunk of its own: it only shows once
 * the person opens the field, so pages with such fields don't load it with their first paint.
 */

const MAX_LIST_HEIGHT = 250;
const GAP = 8;
const CHECK = 'M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z';

/** Consecutive options of one group together, each with its place in the whole list. */
function groupsOf(options: readonly TOption[]): { group?: string; options: { option: TOption; index: number }[] }[] {
  const groups: { group?: string; options: { option: TOption; index: number }[] }[] = [];
  options.forEach((option, index) => {
    const last = groups.at(-1);
    if (last && last.group === option.group) last.options.push({ option, index });
    else groups.push({ group: option.group, options: [{ option, index }] });
  });
  return groups;
}

/** Where the list goes: under the field's box, or over it when below is short and above is not. */
function placeUnder(box: HTMLElement): CSSProperties {
  const rect = box.getBoundingClientRect();
  const below = window.innerHeight - rect.bottom - 2 * GAP;
  const above = rect.top - 2 * GAP;
  const isAbove = below < Math.min(MAX_LIST_HEIGHT, 160) && above > below;
  const room = Math.min(MAX_LIST_HEIGHT, isAbove ? above : below);
  return {
    position: 'fixed',
    left: rect.left,
    width: rect.width,
    ...(isAbove ? { bottom: window.innerHeight - rect.top + GAP } : { top: rect.bottom + GAP }),
    maxHeight: Math.max(room, 96),
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    zIndex: 300,
  };
}

type TProps = {
  listId: string;
  labelledBy: string;
  optionId: (index: number) => string;
  isFree: boolean;
  isFull: boolean;
  value: readonly string[];
  visible: readonly TOption[];
  active: number;
  nothingFound: string;
  /** The field's text input: the list is placed under (or over) the field's box around it. */
  fieldRef: RefObject<HTMLInputElement | null>;
  onActive: (index: number) => void;
  onPick: (option: TOption) => void;
};

/** The listbox of the options shown, with groups, the chosen ones checked and the active one marked. */
export function ChoiceList({ listId, labelledBy, optionId, isFree, isFull, value, visible, active, nothingFound, fieldRef, onActive, onPick }: TProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<CSSProperties>({});

  // The list follows its field while the page scrolls or resizes under it, as pills change its
  // height, and as the page's layout moves it (a part above it that loads late).
  useLayoutEffect(() => {
    const box = fieldRef.current?.closest<HTMLElement>(`.${fields.box}`);
    if (!box) return;
    const follow = () => {
      const next = placeUnder(box);
      setPlace((was) => (JSON.stringify(was) === JSON.stringify(next) ? was : next));
    };
    follow();
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    const layout = new ResizeObserver(follow);
    layout.observe(box);
    layout.observe(document.body);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
      layout.disconnect();
    };
  }, [fieldRef, value.length]);

  // The active option stays in view as the arrows move through a long list. One the pointer marked
  // stays where it is: the list moving under a pointer about to click would take the click elsewhere.
  // Who marked it last is kept until the other marks one: a pointer crossing several options before
  // the page renders (a busy phone) marks each, and none of them may scroll the list.
  const activeId = active >= 0 ? optionId(active) : null;
  const isPointerActive = useRef(false);
  useEffect(() => {
    const field = fieldRef.current;
    if (!field) return;
    const byKeys = () => void (isPointerActive.current = false);
    field.addEventListener('keydown', byKeys, true);
    return () => field.removeEventListener('keydown', byKeys, true);
  }, [fieldRef]);
  useEffect(() => {
    if (activeId && !isPointerActive.current) listRef.current?.querySelector(`#${CSS.escape(activeId)}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  return (
    <div
      ref={listRef}
      id={listId}
      role="listbox"
      aria-labelledby={labelledBy}
      aria-multiselectable={isFree ? undefined : true}
      className={classes.list}
      style={place}
      // Clicks in the list keep the focus in the field.
      onMouseDown={(event) => event.preventDefault()}
    >
      {visible.every((option) => option.isTyped) ? <div className={classes.empty}>{nothingFound}</div> : null}
      {groupsOf(visible).map(({ group, options }) => {
        const rows = options.map(({ option, index }) => {
          const isChosen = value.includes(option.value);
          const isBarred = !isChosen && isFull;
          return (
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={isChosen}
              data-typed={option.isTyped || undefined}
              aria-disabled={isBarred || undefined}
              className={classes.option}
              data-active={index === active || undefined}
              // Only a pointer that moves marks an option: a list opening under a resting pointer leaves the typed text to Enter.
              onMouseMove={() => {
                if (index === active) return;
                isPointerActive.current = true;
                onActive(index);
              }}
              onClick={() => onPick(option)}
            >
              {isChosen ? (
                <svg className={classes.check} viewBox="0 0 10 7" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden="true">
                  <path d={CHECK} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
                </svg>
              ) : null}
              <span>{option.label}</span>
            </div>
          );
        });
        if (!group) return rows;
        const headingId = `${listId}-${group}`.replace(/\s+/g, '-');
        return (
          <div key={group} role="group" aria-labelledby={headingId}>
            <div id={headingId} className={classes.groupLabel}>
              {group}
            </div>
            {rows}
          </div>
        );
      })}
    </div>
  );
}
