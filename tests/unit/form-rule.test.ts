import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = process.cwd();
const eslint = new ESLint({ cwd: root });

/** What the repository's ESLint config says of `code` written in `file`, from the form rule only. */
async function formProblems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${file}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.line);
}

describe('a form Rumbo’s code sends renders through Form (eslint.config.mjs, run by npm test through `eslint`)', () => {
  const code = [
    'export function Probe() {',
    '  return (',
    '    <>',
    '      <form onSubmit={() => undefined} />',
    '      <form method="post" action="/api/test-checkout/x" />',
    '    </>',
    '  );',
    '}',
  ].join('\n');

  it('refuses a bare <form> with no action in the app, and lets the browser send one with an action', async () => {
    expect(await formProblems('src/components/probe.tsx', code)).toEqual([4]);
    expect(await formProblems('src/app/probe/page.tsx', code)).toEqual([4]);
  });

  it('lets Form itself render the element', async () => {
    expect(await formProblems('src/components/ui/form.tsx', code)).toEqual([]);
  });
});
