import nextPlugin from '@next/eslint-plugin-next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { layersRule } from './eslint/layers-rule.mjs';

export default tseslint.config(
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**', 'deploy/cdk.out/**', 'next-env.d.ts'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'react-hooks': reactHooks, '@next/next': nextPlugin, rumbo: { rules: { layers: layersRule } } },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      'rumbo/layers': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // A form that Rumbo's code sends renders through Form, which keeps a send made before that code
    // ran (docs/architecture.md); a bare <form> with no action would reload the page and lose it.
    files: ['src/**/*.tsx'],
    ignores: ['src/components/ui/form.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='action']))",
          message: 'Use Form from src/components/ui/form.tsx: a <form> with no action is sent as a reload before the page’s code runs.',
        },
      ],
    },
  },
  {
    // Tests and scripts drive the app from outside: they may reach any layer.
    files: ['tests/**', 'scripts/**'],
    rules: { 'rumbo/layers': 'off' },
  },
);
