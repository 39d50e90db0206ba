// Runs before the browser tests (`pretest`, `pretest:e2e`): finds Chromium, installs Debian's
// when missing and allowed (root or passwordless sudo), else stops with one line saying what to run.
// RUMBO_NO_INSTALL=1 never installs.
import { ensureChromium, realSystem } from './lib/chromium';

const result = ensureChromium(realSystem);
if (!result.ok) {
  console.error(result.message);
  process.exit(1);
}
