// `npm run css:light-variables`: writes Mantine's default variables without the dark scheme for the
// root layout (run after upgrading @mantine/core; a unit test says when it is due).
import { writeFileSync } from 'node:fs';
import { installedMantineVariables, LIGHT_VARIABLES_FILE, lightVariablesCss } from './lib/light-variables';

writeFileSync(LIGHT_VARIABLES_FILE, lightVariablesCss(installedMantineVariables()));
console.log(`Wrote ${LIGHT_VARIABLES_FILE}`);
