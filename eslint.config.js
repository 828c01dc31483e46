// Lint rules that keep the architecture honest (STYLE.md points 1, 10, 11): imports flow one way
// (shared-domain → shared-ui → shell and remotes), no remote imports another remote or the shell,
// no reaching into another package by relative path; hooks list their dependencies.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const REMOTES = ['mf-daily', 'mf-transactions', 'mf-lunar-grid', 'mf-options', 'mf-profile'];
const APPS = ['shell', ...REMOTES];

/** Packages a folder may not import, by package name. */
const FORBIDDEN = {
  'shared-domain': ['@buget/shared-ui', '@buget/shell', ...REMOTES.map((r) => `@buget/${r}`), 'react-dom', 'react-router-dom'],
  'shared-ui': ['@buget/shell', ...REMOTES.map((r) => `@buget/${r}`)],
  ...Object.fromEntries(APPS.map((app) => [app, ['@buget/shell', ...REMOTES.map((r) => `@buget/${r}`)].filter((p) => p !== `@buget/${app}`)])),
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'shared-domain/src/data/database.types.ts', '.tmp/**'] },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // A whole-package namespace (`import * as X`) makes knip count every export of the package
      // as used, which would hide dead code in shared-domain or shared-ui (`typeof import(…)` is
      // already refused by consistent-type-imports).
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^@buget./] > ImportNamespaceSpecifier',
          message: 'Import the names you use from a workspace package, not the whole namespace (knip then sees what is used).',
        },
      ],
    },
  },
  ...Object.entries(FORBIDDEN).map(([folder, packages]) => ({
    files: [`${folder}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: packages.map((name) => ({ name, message: `${folder} may not import ${name} (imports flow one way; see ARCHITECTURE.md).` })),
          patterns: [
            {
              group: ['../**/shared-domain/**', '../**/shared-ui/**', '../**/shell/**', '../**/mf-*/**', '../**/supabase/**', '../**/build-tools/**'],
              message: 'No reaching into another package by relative path: import it by name.',
            },
          ],
        },
      ],
    },
  })),
);
