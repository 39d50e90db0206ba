// After `npm install`: builds the production bundle when its sources changed (scripts/ensure-build.ts,
// run through tsx). A production install (`npm install --omit=dev`) has neither tsx nor the build's
// own tools (TypeScript), so it builds nothing: the bundle is built where the development
// dependencies are installed (`npm install && npm run build`) and served by src/server/http-server.mjs.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

let tsxCli;
try {
  tsxCli = fileURLToPath(import.meta.resolve('tsx/cli'));
} catch {
  console.log('Production install (no development dependencies): no build here. Build with `npm install && npm run build`; serve with `node src/server/http-server.mjs`.');
  process.exit(0);
}
const result = spawnSync(process.execPath, [tsxCli, 'scripts/ensure-build.ts'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
