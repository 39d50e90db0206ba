import { say, localize } from './i18n.js';
import { collectPage, jobFromPage } from './job-posting.js';
import { readSettings, originOf, SAVE_PATH } from './settings.js';

const FIELDS = ['job_url', 'title', 'company', 'location', 'salary', 'date_posted', 'description'];
const SOURCES = { 'json-ld': 'fromJsonLd', microdata: 'fromMicrodata', page: 'fromPage' };
// Rumbo's refusal codes (its route's `code`) and the message each shows here.
const ERRORS = { unavailable: 'errorUnavailable', invalidToken: 'errorInvalidToken', subscription: 'errorSubscription', limited: 'errorLimited', badInput: 'errorBadInput' };

const $ = (id) => document.getElementById(id);

function show(kind, text) {
  const status = $('status');
  status.hidden = false;
  status.className = `status ${kind}`;
  status.textContent = text;
}

/**
 * The tab to read: the active tab of the window the popup belongs to. An address `?tab=<id>` names
 * another (the popup opened as a page of its own, as the browser tests do); reading it still needs
 * the browser's permission for that tab.
 */
async function targetTab() {
  const named = Number(new URLSearchParams(location.search).get('tab'));
  if (named) return chrome.tabs.get(named);
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  return tab;
}

async function save(event, settings) {
  event.preventDefault();
  const origin = originOf(settings.appUrl);
  const job = Object.fromEntries(FIELDS.map((name) => [name, $(name).value.trim()]).filter(([, value]) => value));
  $('save').disabled = true;
  $('save').textContent = say('saving');
  let response;
  try {
    response = await fetch(`${origin}${SAVE_PATH}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(job),
    });
  } catch {
    show('error', say('unreachable'));
    $('save').disabled = false;
    $('save').textContent = say('save');
    return;
  }
  const answer = await response.json().catch(() => ({}));
  $('save').textContent = say('save');
  if (response.ok) {
    show('done', say(answer.isNew ? 'saved' : 'alreadySaved'));
    $('applications').href = `${origin}/applications`;
    $('applications').hidden = false;
    return;
  }
  $('save').disabled = false;
  // The field Rumbo names, in Rumbo's words (it answers in the browser's language), else ours.
  show('error', answer.code === 'badInput' && answer.message ? answer.message : say(ERRORS[answer.code] ?? 'errorInternal'));
}

async function main() {
  localize();
  const settings = await readSettings();
  $('open-options').addEventListener('click', () => chrome.runtime.openOptionsPage());
  if (!originOf(settings.appUrl) || !settings.token) {
    $('reading').hidden = true;
    $('setup').hidden = false;
    return;
  }
  let page;
  try {
    const tab = await targetTab();
    const [injection] = await chrome.scripting.executeScript({ target: { tabId: tab.id }, func: collectPage });
    page = injection.result;
  } catch {
    $('reading').hidden = true;
    show('error', say('cannotRead'));
    return;
  }
  const job = jobFromPage(page);
  for (const name of FIELDS) $(name).value = job[name];
  $('source').textContent = say(SOURCES[job.source]);
  $('reading').hidden = true;
  $('job').hidden = false;
  $('job').addEventListener('submit', (event) => void save(event, settings));
}

void main();
