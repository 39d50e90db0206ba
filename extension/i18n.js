// The extension's words come from _locales (the browser's language): every element with
// data-i18n gets its message as text.

/** The message `name` in the browser's language. */
export const say = (name) => chrome.i18n.getMessage(name) || name;

/** Fills every [data-i18n] element of the page, and the page's language. */
export function localize() {
  document.documentElement.lang = chrome.i18n.getUILanguage().slice(0, 2);
  for (const node of document.querySelectorAll('[data-i18n]')) node.textContent = say(node.dataset.i18n);
}
