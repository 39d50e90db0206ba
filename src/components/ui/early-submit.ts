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
 */
export const EARLY_SUBMIT_SCRIPT = `(function(){var f=window.rumboForms={early:new WeakMap(),live:new WeakSet(),typed:new WeakMap()};addEventListener('submit',function(e){var t=e.target;if(!(t instanceof HTMLFormElement)||t.hasAttribute('action'))return;e.preventDefault();if(!f.live.has(t))f.early.set(t,e.submitter||null)},true);addEventListener('input',function(e){var t=e.target;if((t instanceof HTMLInputElement||t instanceof HTMLTextAreaElement)&&!(t.form&&f.live.has(t.form)))f.typed.set(t,t.value)},true)})()`;

/** What the script keeps: forms sent before their code ran (with the button), forms whose code runs, text typed. */
export type TEarlyForms = {
  early: WeakMap<HTMLFormElement, HTMLElement | null>;
  live: WeakSet<HTMLFormElement>;
  typed: WeakMap<HTMLInputElement | HTMLTextAreaElement, string>;
};

export const earlyForms = (): TEarlyForms | undefined => (window as unknown as { rumboForms?: TEarlyForms }).rumboForms;
