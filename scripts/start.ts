// `npm start` (production build) and `npm run dev` (hot reload): the whole product, locally.
import { ConfigError, parseEnv } from '../src/env.js';
import { ensureBuild } from '../src/local/build';
import { paymentsMode } from '../src/server/payments/mode';
import { DEMO_USERS } from '../src/local/seed';
import { startStack } from '../src/local/stack';

// The SDK is pinned to a release that supports Node 20; its reminder about later releases is noise.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

async function main() {
  const isDev = process.argv.includes('--dev');
  let env;
  try {
    env = parseEnv(process.env);
    // Payments fail closed: refused here, before anything is built or started.
    paymentsMode(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const root = process.cwd();
  const startedAt = Date.now();
  if (!isDev) ensureBuild(root);
  const stack = await startStack(env, {
    root,
    dataDir: process.env.RUMBO_DATA_DIR || '.data',
    port: env.PORT,
    mode: isDev ? 'development' : 'production',
  });
  const demo = DEMO_USERS.subscriber;
  console.log(
    [
      '',
      `Rumbo is ready at ${stack.appUrl}  (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`,
      `Demo sign-in: ${demo.email} / ${demo.password}`,
      `Expired-subscription demo: ${DEMO_USERS.expired.email} / ${DEMO_USERS.expired.password}`,
      'Press Ctrl-C to stop everything.',
      '',
    ].join('\n'),
  );
  let isStopping = false;
  const shutdown = async () => {
    if (isStopping) return;
    isStopping = true;
    console.log('\nStopping…');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  for (const child of stack.children) {
    child.process.on('exit', (code) => {
      if (isStopping) return;
      // The others end because of this one: only it is named.
      isStopping = true;
      console.error(`${child.name} stopped unexpectedly (exit ${code}); stopping the rest.`);
      void stack.stop().then(() => process.exit(1));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
