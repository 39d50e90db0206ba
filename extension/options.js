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
  const settings = await readSettings();
  $('appUrl').value = settings.appUrl;
  $('token').value = settings.token;
  $('options').addEventListener('submit', async (event) => {
    event.preventDefault();
    const appUrl = originOf($('appUrl').value);
    const token = $('token').value.trim();
    if (!appUrl) return show('error', say('optionsBadAddress'));
    if (!TOKEN_PATTERN.test(token)) return show('error', say('optionsBadToken'));
    await chrome.storage.local.set({ appUrl, token });
    show('done', say('optionsSaved'));
  });
}

void main();
