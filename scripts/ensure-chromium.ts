// Runs before the browser tests (`pretest`, `pretest:e2e`): finds Chromium and HAProxy (the load
// balancer of the two-instance test), installs Debian's when missing and allowed (root or
// passwordless sudo), else stops with one line saying what to run. RUMBO_NO_INSTALL=1 never
// installs. The extension's test also needs Debian's full Chromium: installed the same way when
// missing; without it only that test fails, saying what to run.
import { ensureChromium, ensureExtensionChromium, realSystem } from './lib/chromium';
import { ensureHaproxy } from './lib/haproxy';

for (const result of [ensureChromium(realSystem), ensureHaproxy(realSystem)]) {
  if (!result.ok) {
    console.error(result.message);
    process.exit(1);
  }
}

const forExtension = ensureExtensionChromium(realSystem);
if (!forExtension.ok) console.warn(forExtension.message);
