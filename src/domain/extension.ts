// "Save from other sites": the rules the browser extension, its route and the bookmarklet share.
// No validation library here: the /settings card and /applications import it.

/** An extension token: `rx_` and 32 random bytes, base64url (46 characters). The prefix tells it apart in a report or a leak scan. */
export const EXTENSION_TOKEN_PATTERN = /^rx_[A-Za-z0-9_-]{43}$/;

/** The extension's own route: Bearer token, JSON, CORS for extension pages only (docs/security.md, "Save from other sites"). */
export const EXTENSION_PATH = '/api/extension/applications';

/** Where the extension's files are downloaded from, as one zip (src/app/api/extension/download/route.ts). */
export const EXTENSION_DOWNLOAD = '/api/extension/download';

/** The most characters of a posting's description kept, with room left in the notes for the posted day. */
export const EXTENSION_DESCRIPTION_MAX = 1800;

/** Browser extension pages: Chromium (`chrome-extension://<id>`) and Firefox (`moz-extension://<uuid>`), nothing else. */
export function isExtensionOrigin(origin: string | null): boolean {
  return origin !== null && /^(chrome-extension|moz-extension):\/\/[a-z0-9-]{1,64}$/i.test(origin);
}

/** The fields /applications takes from a bookmarklet's address to open the add-a-job form filled in. */
export const PREFILL_FIELDS = ['job_url', 'title', 'company', 'location'] as const;
export type TPrefill = Partial<Record<(typeof PREFILL_FIELDS)[number], string>>;

/** The bookmarklet's prefill, read from /applications?add=1&…: only text fields, each cut to `max` characters; null without `add`. */
export function prefillFrom(params: Record<string, string | string[] | undefined>, max: number): TPrefill | null {
  if (params.add !== '1') return null;
  const prefill: TPrefill = {};
  for (const field of PREFILL_FIELDS) {
    const value = params[field];
    if (typeof value === 'string' && value.trim()) prefill[field] = value.trim().slice(0, field === 'job_url' ? 2048 : max);
  }
  return prefill;
}

/**
 * The bookmarklet: a `javascript:` link that reads the open page's JobPosting (JSON-LD, else the
 * page's title) and opens Rumbo's add-a-job form in a window of its own, filled in. It holds no
 * token: the person is signed in to Rumbo in that window. A blocked window (a pop-up blocker, a
 * site's opener policy) leaves the page for Rumbo's form after saying so (`blockedText`).
 */
export function bookmarklet(appUrl: string, blockedText: string): string {
  const target = new URL('/applications', appUrl).href;
  const code = `(function(){var d=document,j={},t=function(v){return typeof v=='string'?v:v&&v.name||''};
try{d.querySelectorAll('script[type="application/ld+json"]').forEach(function(s){var a=[JSON.parse(s.textContent)];while(a.length){var o=a.shift();
if(Array.isArray(o)){a=a.concat(o)}else if(o&&typeof o=='object'){if(o['@graph'])a=a.concat(o['@graph']);var y=[].concat(o['@type']);if(y.indexOf('JobPosting')>=0&&!j.title)j=o}}})}catch(e){}
var l=[].concat(j.jobLocation||[])[0],a=l&&l.address||{},p={add:'1',job_url:location.href,title:t(j.title)||d.title,company:t(j.hiringOrganization)||location.hostname,
location:[a.addressLocality,a.addressRegion,a.addressCountry&&t(a.addressCountry)].filter(Boolean).join(', ')},q=[];for(var k in p)if(p[k])q.push(k+'='+encodeURIComponent(String(p[k]).slice(0,k=='job_url'?2048:200)));
var u=${JSON.stringify(target)}+'?'+q.join('&'),w=null;try{w=window.open(u,'rumbo','width=760,height=760')}catch(e){}
if(!w){alert(${JSON.stringify(blockedText)});location.href=u}})()`;
  return `javascript:${encodeURIComponent(code.replace(/\n/g, ''))}`;
}
