import { Linter, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { layersRule } from '../../eslint/layers-rule.mjs';

const root = process.cwd();
const linter = new Linter({ cwd: root, configType: 'flat' });
const config: Linter.Config[] = [
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser as Linter.Parser },
    plugins: { rumbo: { rules: { layers: layersRule as unknown as Rule.RuleModule } } },
    rules: { 'rumbo/layers': 'error' },
  },
];

/** The layer rule's findings for `code` written in `file`. */
const problems = (file: string, code: string) => linter.verify(code, config, { filename: `${root}/${file}` }).map((m) => m.messageId ?? m.message);

describe('imports point down (eslint rule rumbo/layers, run by npm test through `eslint`)', () => {
  it('keeps src/domain pure', () => {
    expect(problems('src/domain/jobs/lists.ts', "import { z } from 'zod';\nimport { x } from './errors';")).toEqual([]);
    expect(problems('src/domain/jobs/lists.ts', "import { getDeps } from '~/server/deps';")).toEqual(['domain']);
    expect(problems('src/domain/jobs/lists.ts', "import { x } from '../../server/db/keys';")).toEqual(['domain']);
    expect(problems('src/domain/jobs/lists.ts', "import { useState } from 'react';")).toEqual(['domain']);
  });

  it('keeps the HTTP clients out of Rumbo’s own platform', () => {
    expect(problems('src/server/platform/jobs-source.ts', "import { createJobsApi } from '../clients/jobs-api';")).toEqual(['platform']);
    expect(problems('src/server/platform/http/index.ts', "import { x } from '~/server/clients/http';")).toEqual(['platform']);
    expect(problems('src/server/platform/jobs-source.ts', "import type { TJobsRepo } from '../db/jobs-repo';")).toEqual([]);
  });

  it('lets a client component take only types from the server', () => {
    const client = "'use client';\n";
    expect(problems('src/components/x.tsx', `${client}import type { AppRouter } from '~/server/api/root';`)).toEqual([]);
    expect(problems('src/components/x.tsx', `${client}import { getDeps } from '~/server/deps';`)).toEqual(['client']);
    expect(problems('src/app/auth/x.tsx', `${client}import { type A, createCaller } from '~/server/api/root';`)).toEqual(['client']);
    // A server component may call the server.
    expect(problems('src/app/x/page.tsx', "import { getServerCaller } from '~/server/api/request-context';")).toEqual([]);
  });

  it('keeps the composition root at the top: only src/server/api and src/app import it, types included', () => {
    expect(problems('src/server/payments/checkout.ts', "import type { TDeps } from '../deps';")).toEqual(['deps']);
    expect(problems('src/server/auth/options.ts', "import { getDeps } from '../deps';")).toEqual(['deps']);
    expect(problems('src/server/services/onboarding.ts', "import { getDeps } from '~/server/deps';")).toEqual(['deps']);
    expect(problems('src/server/api/request-context.ts', "import { getDeps } from '../deps';")).toEqual([]);
    expect(problems('src/app/api/health/route.ts', "import { getDeps } from '~/server/deps';")).toEqual([]);
  });

  it('keeps the tRPC init file inside src/server/api', () => {
    expect(problems('src/server/auth/access.ts', "import type { TContext } from '../api/trpc';")).toEqual(['trpc']);
    expect(problems('src/app/api/jobs/route.ts', "import { createInnerContext } from '~/server/api/trpc';")).toEqual(['trpc']);
    expect(problems('src/server/api/routers/jobs.ts', "import { dataProcedure } from '../trpc';")).toEqual([]);
  });
});
