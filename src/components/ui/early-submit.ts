/**
 * What a person does to a form before the page's code has run (a slow phone, a quick Enter), kept
 * by a script inline in every page's head, before any form:
 * - a form sent then would be sent by the browser the old way, a GET of the same address that
 *   reloads the page and loses what was typed. For Rumbo's forms (no `action`: their code sends
 *   them) the script stops that and remembers the form and the button; `Form` (form.tsx) sends it
 *   again once its code runs. Forms with an `action` are left to the browser.
 * - text typed into a box is remembered as typed: React's hydration sets a `<textarea>` that holds
 *   text back to that text before any effect could read what the person wrote; `useEarlyText`
 *   (typed-early.ts) reads it here.
 * - a tap on a button that is not a form's send (`type="button"`: Save, Mark applied, a menu) is
 *   noted with its event; `PageBody` (page-body.tsx) marks every event React's code passes on to
 *   the page and taps again, once the page's code runs, each button whose tap it never saw (before
 *   the code had run, or while its part of the page still waited for its code). Two taps on one
 *   button count once: a person taps again when nothing seems to happen, so a tap replaces the one
 *   on its button still waiting, and a tap the page's code takes leaves none waiting there.
 * A button tapped, or a form's button pressed, before the code ran carries `EARLY_TAP_MARK` until
 * the code takes it (globals.css dims it), so the person sees the tap was noticed.
 */
/** The attribute a button tapped, or a form's button pressed, carries while it waits for the page's code. */
export const EARLY_TAP_MARK = 'data-early-tap';

export const EARLY_SUBMIT_SCRIPT = `(function(){var f=window.rumboForms={early:new WeakMap(),live:new WeakSet(),typed:new WeakMap(),seen:new WeakSet(),taps:[]};addEventListener('submit',function(e){var t=e.target;if(!(t instanceof HTMLFormElement)||t.hasAttribute('action'))return;e.preventDefault();if(!f.live.has(t)){f.early.set(t,e.submitter||null);if(e.submitter)e.submitter.setAttribute('${EARLY_TAP_MARK}','')}},true);addEventListener('input',function(e){var t=e.target;if((t instanceof HTMLInputElement||t instanceof HTMLTextAreaElement)&&!(t.form&&f.live.has(t.form)))f.typed.set(t,t.value)},true);addEventListener('click',function(e){var t=e.target,b=t instanceof Element?t.closest('button'):null;if(f.replaying||!b||b.type!=='button')return;for(var i=0;i<f.taps.length;i++)if(f.taps[i].button===b&&!f.seen.has(f.taps[i].event)){f.taps.splice(i,1);break}f.taps.push({button:b,event:e});if(f.onTap)f.onTap();else b.setAttribute('${EARLY_TAP_MARK}','')},true)})()`;

/**
 * What the script keeps: forms sent before their code ran (with the button), forms whose code runs,
 * text typed; taps on buttons with their events, the events the page's code saw, and what to call
 * on a tap once that code runs.
 */
export type TEarlyForms = {
  early: WeakMap<HTMLFormElement, HTMLElement | null>;
  live: WeakSet<HTMLFormElement>;
  typed: WeakMap<HTMLInputElement | HTMLTextAreaElement, string>;
  seen: WeakSet<Event>;
  taps: { button: HTMLButtonElement; event: Event }[];
  replaying?: boolean;
  onTap?: () => void;
};

export const earlyForms = (): TEarlyForms | undefined => (window as unknown as { rumboForms?: TEarlyForms }).rumboForms;
