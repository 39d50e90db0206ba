// Builds the production bundle when its sources changed (run after `npm install` and by `npm start`).
import { ensureBuild } from '../src/local/build';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
try {
  if (!ensureBuild(process.cwd())) console.log('Production build is up to date.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
