import { Suspense, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { fold } from '~/domain/fold';
import { FieldFrame, useField, type TFieldProps } from './inputs';
import { ChevronIcon } from './native-select';
import { useEarlyText } from './typed-early';
import { CrossIcon } from './controls';
import classes from './choices.module.css';
import fields from './fields.module.css';
import { preloadedPart } from '../lazy-part';
import { useIdlePreload } from '../use-idle-preload';

/*
 * A field of several values shown as pills, picked from a list (a multi-select) or typed (a tags
 * field). It follows the ARIA combobox pattern: the text field is the combobox, its list a listbox
 * whose active option the field names with `aria-activedescendant`, so focus stays in the field.
 *
 * Keyboard: typing filters the list (case and accents aside: "mexico" finds "México"); Arrow
 * Down/Up open it and move through it; Enter picks the active option, or (with `isFree`) adds the
 * typed text; a comma adds it too; Escape closes the list; Backspace in an empty field removes the
 * last value. Enter with nothing to pick or add is left to the form (it submits a step). A list to
 * browse (`isBrowsable`) also opens on focus and makes its first match active while typing; with
 * `offerTyped`, text that names no option is offered as the list's last entry instead of being
 * added by Enter or dropped on blur.
 *
 * On purpose unlike Mantine's: each pill's remove button is named ("Remove Lima") where Mantine's
 * is hidden from assistive technology; the placeholder ("Any") shows only while nothing is chosen
 * (beside a chosen "Spain" it would say the opposite, and on a phone it ran out of room); and the
 * list is placed in the page's fixed layer by the field itself (no floating-ui), above the field
 * when there is more room there.
 */

/** `alsoFoundBy`: other names typed text finds the item by (its name in the other interface language). */
export type TChoiceItem = { value: string; label: string; alsoFoundBy?: readonly string[] };
export type TChoiceGroup = { group: string; items: readonly TChoiceItem[] };
/** What a field offers: values, items, or groups of items. */
export type TChoiceData = readonly (string | TChoiceItem | TChoiceGroup)[];

/** `isTyped`: the offer to keep the text as typed (see `offerTyped`), not one of the options. */
export type TOption = TChoiceItem & { group?: string; isTyped?: boolean };

/** The option list shows only once the field is opened: its code comes after the first paint. */
const { Part: ChoiceList, preload: preloadChoiceList } = preloadedPart(() => import('./choice-list').then((module) => module.ChoiceList));

/** The words the field says itself, in the interface language. */
export type TChoiceWords = { remove: (item: string) => string; nothingFound: string };

type TProps = TFieldProps & {
  value: readonly string[];
  onChange: (values: string[]) => void;
  data?: TChoiceData;
  /** Typed text becomes a value (a tags field); without it only offered items can be picked. */
  isFree?: boolean;
  /** At most this many values; the field takes no more. */
  max: number;
  /** At most this many options show at once. */
  limit?: number;
  placeholder?: string;
  /** A button that removes every value, while there is one. */
  isClearable?: boolean;
  words: TChoiceWords;
  style?: CSSProperties;
  /**
   * A tags field's word on the text being typed: its count and, beyond its limit, the refusal; an
   * entry with a refusal is never added (nor cut), its text stays in view.
   */
  describeEntry?: (text: string) => { count?: string; error?: string };
  /**
   * A list to browse: it opens as the field takes focus, and while text is typed its first match is
   * active, so Enter picks it (not the letters typed).
   */
  isBrowsable?: boolean;
  /**
   * Without `isFree`: text that names no option is offered explicitly as the list's last entry,
   * worded by this ("Use “mercad”"); only picking that entry keeps it. Until then the text stays in
   * the field (also when it loses focus) and `onTypedChange` tells the form, which refuses to move
   * on with it unsaid.
   */
  offerTyped?: (text: string) => string;
  onTypedChange?: (text: string) => void;
};

function optionsOf(data: TChoiceData): TOption[] {
  return data.flatMap((entry) => {
    if (typeof entry === 'string') return [{ value: entry, label: entry }];
    if ('group' in entry) return entry.items.map((item) => ({ ...item, group: entry.group }));
    return [entry];
  });
}

/** The pill of one chosen value, with its remove button (out of the tab order: Backspace removes from the keyboard). */
function ChoicePill({ label, removeLabel, onRemove }: { label: string; removeLabel: string; onRemove: () => void }) {
  return (
    <span className={classes.pill} data-pill>
      <span className={classes.pillLabel}>{label}</span>
      <button className={classes.pillRemove} type="button" tabIndex={-1} aria-label={removeLabel} onMouseDown={(event) => event.preventDefault()} onClick={onRemove}>
        <CrossIcon />
      </button>
    </span>
  );
}

/** A field of several values picked from a list, or typed (with `isFree`, a tags field). */
export function ChoicesInput({
  label,
  description,
  error,
  value,
  onChange,
  data = [],
  isFree = false,
  max,
  limit = Infinity,
  placeholder,
  isClearable = false,
  words,
  style,
  describeEntry,
  isBrowsable = false,
  offerTyped,
  onTypedChange,
}: TProps) {
  const [search, setSearchText] = useState('');
  const setSearch = (text: string) => {
    setSearchText(text);
    onTypedChange?.(text);
  };
  const entry = isFree && describeEntry ? describeEntry(search) : {};
  const isEntryRefused = (text: string) => Boolean(isFree && describeEntry?.(text).error);
  const field = useField({ label, description, error: error ?? entry.error, count: entry.count });
  useIdlePreload(preloadChoiceList);
  const listId = `${field.frame.id}-list`;
  const optionId = (index: number) => `${field.frame.id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const all = optionsOf(data);
  const labelOf = (chosen: string) => all.find((option) => option.value === chosen)?.label ?? chosen;
  const needle = fold(search.trim());
  const namesOf = (option: TOption) => [option.label, ...(option.alsoFoundBy ?? [])].map(fold);
  const matching = all.filter((option) => (!isFree || !value.includes(option.value)) && namesOf(option).some((name) => name.includes(needle))).slice(0, limit);
  // The typed text, offered as itself when it is not exactly an option (nor a value held already).
  const typedOffer: TOption[] =
    offerTyped && !isFree && needle && !all.some((option) => namesOf(option).includes(needle) || fold(option.value) === needle) && !value.some((held) => fold(held) === needle)
      ? [{ value: search.trim(), label: offerTyped(search.trim()), isTyped: true }]
      : [];
  const visible = [...matching, ...typedOffer];
  const isFull = value.length >= max;
  const isListShown = isOpen && (visible.length > 0 || !isFree);
  // While typing in a list to browse, its first match is the active one (never the offer to keep the text).
  const current = active < 0 && isBrowsable && needle && matching.length > 0 ? 0 : active;

  const activeId = isListShown && current >= 0 ? optionId(current) : null;

  const add = (values: readonly string[]) => {
    const next = [...value];
    for (const raw of values) {
      const text = raw.trim();
      if (!text || next.length >= max || next.some((held) => fold(held) === fold(text))) continue;
      next.push(text);
    }
    if (next.length !== value.length) onChange(next);
  };
  const remove = (index: number) => onChange(value.filter((_, at) => at !== index));
  const open = () => {
    setOpen(true);
    setActive(-1);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (option: TOption) => {
    if (value.includes(option.value)) {
      onChange(value.filter((held) => held !== option.value));
    } else if (!isFull) {
      onChange([...value, option.value]);
    }
    setSearch('');
    // A tags field's suggestions close once one is taken (on a phone they would cover the page), and so
    // does a list to browse (it would cover the step's buttons); a select's stay for the next.
    if (isFree || isBrowsable) close();
  };
  const typeText = (text: string) => {
    if (isFree && text.includes(',') && !isFull && !text.split(',').slice(0, -1).some(isEntryRefused)) {
      const parts = text.split(',');
      add(parts.slice(0, -1));
      setSearch(parts.at(-1) ?? '');
      return;
    }
    setSearch(text);
    setActive(-1);
    if (text) setOpen(true);
  };
  // Typed before the page's code ran (a slow phone): the box shows it, so the field takes it as
  // typed; its list opens only while the person is still in the box.
  useEarlyText(field.frame.id, search, (text) => {
    typeText(text);
    if (document.activeElement !== inputRef.current) close();
  });
  const move = (step: 1 | -1) => {
    if (!isOpen) {
      open();
      return;
    }
    if (visible.length === 0) return;
    setActive(current < 0 ? (step === 1 ? 0 : visible.length - 1) : (current + step + visible.length) % visible.length);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const chosen = isListShown ? visible[current] : undefined;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && chosen) {
      event.preventDefault();
      pick(chosen);
    } else if (event.key === 'Enter' && isFree && search.trim()) {
      event.preventDefault();
      // A full field, or an entry over its limit, keeps the text in view rather than dropping it unsaid.
      if (isFull || isEntryRefused(search)) return;
      add([search]);
      setSearch('');
      close();
    } else if (event.key === 'Enter' && offerTyped && search.trim()) {
      // Text that names no option: the form says why it is not kept; the list steps aside so that is seen.
      close();
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Backspace' && !search && value.length > 0) {
      remove(value.length - 1);
    }
  };
  const onBlur = () => {
    // What was typed in a tags field is kept, as if Enter had added it (or left in view when the field is full).
    const isRefused = isFree && search.trim() !== '' && (isFull || isEntryRefused(search));
    if (isFree && !isRefused) add([search]);
    // A field that offers the typed text keeps it in view until it is picked or cleared: never dropped unsaid.
    if (!isRefused && !(offerTyped && search.trim())) setSearch('');
    close();
  };
  const focusAndOpen = () => {
    const wasFocused = document.activeElement === inputRef.current;
    inputRef.current?.focus();
    // A list to browse has just opened as the field took focus; otherwise a click toggles it.
    if (!isFree && !(isBrowsable && !wasFocused)) setOpen((was) => !was);
  };

  const hasClear = isClearable && value.length > 0;
  const clearButton = hasClear ? (
    <button
      className={classes.clear}
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        onChange([]);
        setSearch('');
        inputRef.current?.focus();
      }}
    >
      <CrossIcon />
    </button>
  ) : null;

  return (
    <>
      <FieldFrame
        {...field.frame}
        rootStyle={style}
        isMultiline
        endWidth={hasClear && !isFree ? 'wide' : !isFree || hasClear ? 'icon' : undefined}
        input={
          <div
            className={`${fields.control} ${classes.pillsBox}`}
            onMouseDown={(event) => {
              if (event.target === inputRef.current) return;
              event.preventDefault();
              focusAndOpen();
            }}
          >
            <div className={classes.pills}>
              {value.map((chosen, index) => (
                <ChoicePill key={chosen} label={labelOf(chosen)} removeLabel={words.remove(labelOf(chosen))} onRemove={() => remove(index)} />
              ))}
              <input
                ref={inputRef}
                className={classes.search}
                type="text"
                role="combobox"
                aria-haspopup="listbox"
                aria-expanded={isListShown}
                aria-controls={isListShown ? listId : undefined}
                aria-activedescendant={activeId ?? undefined}
                aria-autocomplete="list"
                autoComplete="off"
                placeholder={value.length ? undefined : placeholder}
                {...field.control}
                aria-invalid={Boolean(error)}
                value={search}
                onChange={(event) => typeText(event.currentTarget.value)}
                onKeyDown={onKeyDown}
                onBlur={onBlur}
                onFocus={() => {
                  if (isBrowsable && !isOpen) open();
                }}
                onClick={() => {
                  // A list to browse opened as it took focus: the click that focused it must not close it again.
                  if (!isFree && !isBrowsable) setOpen((was) => !was);
                  else if (!isFree && !isOpen) open();
                }}
              />
            </div>
          </div>
        }
        end={
          isFree ? (
            clearButton
          ) : clearButton ? (
            <div className={classes.ends}>
              {clearButton}
              <ChevronIcon />
            </div>
          ) : (
            <ChevronIcon />
          )
        }
      />
      {isListShown ? (
        <Suspense fallback={null}>
          <ChoiceList
            listId={listId}
            labelledBy={`${field.frame.id}-label`}
            optionId={optionId}
            isFree={isFree}
            isFull={isFull}
            value={value}
            visible={visible}
            active={current}
            nothingFound={words.nothingFound}
            fieldRef={inputRef}
            onActive={setActive}
            onPick={pick}
          />
        </Suspense>
      ) : null}
    </>
  );
}
