// Reads a page's schema.org JobPosting. Two halves: `collectPage` runs inside the page (the popup
// hands it to chrome.scripting.executeScript, which sends its source text alone, so it must not
// use anything from this module) and returns plain data; `jobFromPage` turns that data into the
// job Rumbo saves, with no DOM at all, so the unit tests run it directly.

/**
 * Runs in the page: the JSON-LD blocks' text, the first microdata JobPosting as nested plain
 * objects (itemprop → value), and the page's title and address.
 * @returns {{ url: string, title: string, jsonLd: string[], microdata: Record<string, unknown> | null }}
 */
export function collectPage() {
  const valueOf = (node) => {
    if (node.hasAttribute('content')) return node.getAttribute('content');
    if (node.tagName === 'A' || node.tagName === 'LINK') return node.getAttribute('href');
    if (node.tagName === 'TIME' && node.hasAttribute('datetime')) return node.getAttribute('datetime');
    return (node.textContent || '').trim();
  };
  const itemOf = (scope) => {
    const item = {};
    for (const node of scope.querySelectorAll('[itemprop]')) {
      // Only the properties of this item: a nested item's own properties belong to that item.
      if (node.parentElement.closest('[itemscope]') !== scope) continue;
      const value = node.hasAttribute('itemscope') ? itemOf(node) : valueOf(node);
      for (const name of (node.getAttribute('itemprop') || '').split(/\s+/)) if (name && !(name in item)) item[name] = value;
    }
    return item;
  };
  const scope = document.querySelector('[itemscope][itemtype*="schema.org/JobPosting" i]');
  return {
    url: location.href,
    title: document.title,
    jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]'), (node) => node.textContent || '').slice(0, 50),
    microdata: scope ? itemOf(scope) : null,
  };
}

const LIMITS = { title: 200, company: 200, location: 200, salary: 100, description: 1800 };

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);
const first = (value) => (Array.isArray(value) ? value[0] : value);
const cut = (text, max) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** Text with HTML tags dropped, the common entities read and white space collapsed. */
export function plainText(value) {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const named = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return String(value)
    .replace(/<(br|\/p|\/li|\/div|\/h\d)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code) => {
      if (code[0] !== '#') return named[code.toLowerCase()] ?? whole;
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return point > 0 && point < 0x110000 ? String.fromCodePoint(point) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const nameOf = (value) => plainText(isObject(first(value)) ? first(value).name : first(value));

/** "Madrid, Comunidad de Madrid, ES" from a Place, its PostalAddress, or plain text. */
function placeOf(posting) {
  const places = [].concat(posting.jobLocation ?? []);
  for (const place of places) {
    const address = isObject(place) ? (place.address ?? place) : place;
    if (!isObject(address)) {
      if (plainText(address)) return plainText(address);
      continue;
    }
    const parts = [address.addressLocality, address.addressRegion, nameOf(address.addressCountry)].map(plainText).filter(Boolean);
    const text = [...new Set(parts)].join(', ') || plainText(place.name);
    if (text) return text;
  }
  return String(posting.jobLocationType ?? '').toUpperCase() === 'TELECOMMUTE' ? 'Remote' : '';
}

/** "30000–40000 EUR / YEAR" from a MonetaryAmount (value a number or a QuantitativeValue), or the text given. */
function salaryOf(posting) {
  const salary = first(posting.baseSalary ?? posting.estimatedSalary);
  if (!isObject(salary)) return plainText(salary);
  const amount = isObject(salary.value) ? salary.value : { value: salary.value };
  const range = [amount.minValue, amount.maxValue].map(plainText).filter(Boolean);
  const figure = range.length ? [...new Set(range)].join('–') : plainText(amount.value);
  if (!figure) return '';
  const unit = plainText(amount.unitText ?? salary.unitText);
  return [figure, plainText(salary.currency)].filter(Boolean).join(' ') + (unit ? ` / ${unit}` : '');
}

const isJobPosting = (node) => isObject(node) && [].concat(node['@type'] ?? node.type ?? []).some((type) => String(type).replace(/^.*[/#]/, '') === 'JobPosting');

/** The first JobPosting in the JSON-LD blocks: a node, a list of nodes, or an @graph, at any depth; broken blocks are skipped. */
export function postingFromJsonLd(blocks) {
  for (const block of blocks) {
    let queue;
    try {
      queue = [JSON.parse(block)];
    } catch {
      continue;
    }
    for (let seen = 0; queue.length && seen < 500; seen += 1) {
      const node = queue.shift();
      if (Array.isArray(node)) queue.push(...node);
      else if (isJobPosting(node)) return node;
      else if (isObject(node)) queue.push(...[node['@graph'], node.mainEntity, node.itemListElement].filter(Boolean));
    }
  }
  return null;
}

/**
 * The job to save from what `collectPage` read: the JobPosting's fields (JSON-LD first, then
 * microdata), else the page's title and address; the company falls back to the site's name.
 * Texts are cut to what Rumbo keeps.
 * @returns {{ source: 'json-ld' | 'microdata' | 'page', job_url: string, title: string, company: string, location: string, salary: string, description: string, date_posted: string }}
 */
export function jobFromPage(page) {
  const fromJsonLd = postingFromJsonLd(page.jsonLd ?? []);
  const posting = fromJsonLd ?? page.microdata ?? {};
  const source = fromJsonLd ? 'json-ld' : page.microdata ? 'microdata' : 'page';
  let host = '';
  try {
    host = new URL(page.url).hostname.replace(/^www\./, '');
  } catch {
    // An address the browser gave that does not parse leaves the company to the person.
  }
  const day = /^\d{4}-\d{2}-\d{2}/.exec(plainText(posting.datePosted))?.[0] ?? '';
  return {
    source,
    job_url: page.url,
    title: cut(plainText(posting.title) || plainText(posting.name) || plainText(page.title), LIMITS.title),
    company: cut(nameOf(posting.hiringOrganization) || host, LIMITS.company),
    location: cut(placeOf(posting), LIMITS.location),
    salary: cut(salaryOf(posting), LIMITS.salary),
    description: cut(plainText(posting.description), LIMITS.description),
    date_posted: day,
  };
}
