// `npm run css:light-variables`: writes Mantine's default variables with Rumbo's theme applied and
// without the dark scheme, for the root layout (run after upgrading @mantine/core or changing the
// theme; a unit test says when it is due).
import { writeFileSync } from 'node:fs';
import { installedMantineVariables, LIGHT_VARIABLES_FILE, lightVariablesCss } from './lib/light-variables';
import { themeCss } from './lib/theme-css';

writeFileSync(LIGHT_VARIABLES_FILE, lightVariablesCss(installedMantineVariables(), themeCss()));
console.log(`Wrote ${LIGHT_VARIABLES_FILE}`);
