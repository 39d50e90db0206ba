// Where the extension keeps its connection: the Rumbo address and the key /settings issued.
// chrome.storage.local stays on this device (never synced), and nothing here is a password.

export const TOKEN_PATTERN = /^rx_[A-Za-z0-9_-]{43}$/;
export const SAVE_PATH = '/api/extension/applications';

/** The stored address and key, or empty strings. */
export async function readSettings() {
  const { appUrl = '', token = '' } = await chrome.storage.local.get(['appUrl', 'token']);
  return { appUrl, token };
}

/** The address's origin when it is a full http(s) address, else null. */
export function originOf(text) {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
