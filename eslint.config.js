// ESLint flat config: typescript-eslint's type-aware rules on every hand-written TypeScript file
// (the same files `npm run typecheck` checks), the plain JavaScript rules on the .js/.mjs/.cjs
// scripts. Generated code is never linted: it is rewritten by `npm run generate`.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'generated/**',
      'sdks/typescript/src/**',
      'sdks/typescript/dist/**',
      'sdks/typescript/docs/**',
      'sdks/python/**',
      'sdks/go/**',
      'node_modules/**',
      'tools/**',
      'data/**',
      '.tmp/**',
      'coverage/**',
      'bench/profiles/**',
      'resources/**',
      'console/dist/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    rules: {
      // An async function without await is how an interface's promise-returning method is
      // written when this implementation needs no await: a throw in it becomes a rejection, which
      // callers rely on; dropping `async` would change that.
      '@typescript-eslint/require-await': 'off',
      // Promise.all over an array that mixes promises with `false`/`undefined` (a step not taken)
      // is well defined; an array with no promise at all is still reported.
      '@typescript-eslint/await-thenable': ['error', { allowMixedPromiseArrays: true }],
      // Passing on a reason received (an AbortSignal's reason, another promise's rejection)
      // keeps it as it was; rejecting with a literal that is not an Error is still reported.
      '@typescript-eslint/prefer-promise-reject-errors': [
        'error',
        { allowThrowingAny: true, allowThrowingUnknown: true },
      ],
      // A leading underscore marks a parameter or binding kept on purpose (Express tells error
      // handlers by their four parameters; a rest sibling drops a property from a copy).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // The web console runs in the browser.
    files: ['console/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tests read JSON answers as `any` and check them against the contract and with expect();
    // typing every answer body would be a rewrite of the tests that catches nothing more.
    files: ['test/**', 'sdks/typescript/test/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The SDK's helpers compile under the package's tsconfig.json (which the project service
    // picks) and under the root's (noUncheckedIndexedAccess): an assertion the root needs looks
    // unnecessary to the package's.
    files: ['sdks/typescript/helpers/**'],
    rules: { '@typescript-eslint/no-unnecessary-type-assertion': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
