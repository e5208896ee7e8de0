// ESLint 9 flat config (npm run lint). Not type-aware: on two cores the type-aware presets made the run
// several times slower for few extra findings, and `tsc --noEmit` (npm run typecheck) checks the types.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    // Built output, and the code scripts/build-validators.mjs and scripts/gen-types.mjs write.
    ignores: ['dist*/**', 'src/generated/**', 'test-results/**', 'playwright-report/**', 'coverage/**', '.data/**'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      // A leading underscore marks a value kept on purpose (a parameter a signature needs, a field
      // taken out of an object by destructuring so the rest can be passed on).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The kiosk's offline service worker runs in the service worker scope (self, caches).
    files: ['public/kiosk-sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Their page.evaluate callbacks run in the browser (window, location).
    files: ['scripts/lighthouse.mjs', 'scripts/kiosk-cold-start.mjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tests and scripts read JSON answers from the server as `any` on purpose: the assertions are the check.
    files: ['tests/**', 'e2e/**', 'scripts/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      // The classic hooks rules. Plugin v7's recommended set adds the React Compiler's rules (refs,
      // set-state-in-effect, purity, immutability, globals...): the app is not built with the React
      // Compiler, and those rules judge whether code can be compiled by it, not whether it is correct.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'tests/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.tsx', 'tests/**/*.tsx'],
    rules: {
      // Choice labels wrap the input and a text block (name, then price), so the text sits three deep.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
);
