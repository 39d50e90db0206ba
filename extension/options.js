import { say, localize } from './i18n.js';
import { readSettings, originOf, TOKEN_PATTERN } from './settings.js';

const $ = (id) => document.getElementById(id);

function show(kind, text) {
  $('status').hidden = false;
  $('status').className = `status ${kind}`;
  $('status').textContent = text;
}

async function main() {
  localize();
  // Listening before the stored settings are read: a Save pressed meanwhile is handled here, not
  // sent as a plain form that reloads the page and loses what was typed.
  $('options').addEventListener('submit', async (event) => {
    event.preventDefault();
    const appUrl = originOf($('appUrl').value);
    const token = $('token').value.trim();
    if (!appUrl) return show('error', say('optionsBadAddress'));
    if (!TOKEN_PATTERN.test(token)) return show('error', say('optionsBadToken'));
    await chrome.storage.local.set({ appUrl, token });
    show('done', say('optionsSaved'));
  });
  const settings = await readSettings();
  // What the person typed while the settings were read is kept.
  if (!$('appUrl').value) $('appUrl').value = settings.appUrl;
  if (!$('token').value) $('token').value = settings.token;
}

void main();
