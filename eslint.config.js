// Lint rules that keep the architecture honest (STYLE.md points 1, 10, 11): imports flow one way
// (shared-domain → shared-ui → shell and remotes), no remote imports another remote or the shell,
// no reaching into another package by relative path, and inside the shared packages no relative
// import from one subpath entry point into another; shared-domain's layers import only downwards;
// hooks list their dependencies; the local server's modules import each other without a cycle.
import fs from 'node:fs';
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const REMOTES = ['mf-daily', 'mf-transactions', 'mf-lunar-grid', 'mf-options', 'mf-profile', 'mf-reports'];
const APPS = ['shell', ...REMOTES];

/**
 * The shared packages are shared by subpath (build-tools/src/shared.ts): each first folder (or
 * file) under src/ is one subpath entry point, e.g. shared-domain/src/stores → '@buget/shared-domain/stores'.
 * A relative import stays inside its own subpath; another subpath is imported by its specifier,
 * so federation hands every app the one shared module (a relative import would bundle a second
 * copy of the store or client into this subpath's chunk). A subpath never imports itself by name.
 * src/testing (test helpers) is not a subpath and may be imported relatively by tests.
 */
const SHARED_PACKAGES = { 'shared-domain': '@buget/shared-domain', 'shared-ui': '@buget/shared-ui' };

const subpathRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const match = /(?:^|[\\/])(shared-domain|shared-ui)[\\/]src[\\/](.*)$/.exec(file);
    if (!match) return {};
    const [, folder, inSrc] = match;
    const srcDir = file.slice(0, file.length - inSrc.length);
    const subpathOf = (relative) => relative.split(/[\\/]/)[0].replace(/\.(tsx?|css)$/, '');
    const own = subpathOf(inSrc);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      if (source === `${SHARED_PACKAGES[folder]}/${own}`) {
        context.report({ node: node.source, message: `'${source}' is this file's own subpath: import its module by relative path.` });
        return;
      }
      if (!source.startsWith('.')) return;
      const target = path.relative(srcDir, path.resolve(path.dirname(file), source));
      // src/testing holds test helpers (the local server's set-up), which no subpath ships.
      if (target.startsWith('..') || (subpathOf(target) !== own && subpathOf(target) !== 'testing')) {
        context.report({
          node: node.source,
          message: `'${source}' leaves the subpath '${own}': import it from '${SHARED_PACKAGES[folder]}/${subpathOf(target)}' (one shared instance).`,
        });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/**
 * shared-domain's layers, lowest first: constants < schemas < rules < data < stores; every other
 * first folder under src/ (accounts, auth, balance, categories, …) is a feature folder above them
 * all. A layer imports only the layers below it, type imports included (a type import is how the
 * old rules ↔ schemas ↔ stores circle ran); feature folders import any layer and each other.
 * src/testing (test helpers) is outside the order. Checked by import-x/no-restricted-paths on the
 * resolved file, so '@buget/shared-domain/stores' counts as shared-domain/src/stores.
 */
const DOMAIN_SRC = 'shared-domain/src';
const DOMAIN_LAYERS = ['constants.ts', 'schemas', 'rules', 'data', 'stores'];
const DOMAIN_FEATURES = fs
  .readdirSync(path.join(import.meta.dirname, DOMAIN_SRC), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !DOMAIN_LAYERS.includes(entry.name) && entry.name !== 'testing')
  .map((entry) => entry.name);
const layerName = (entry) => entry.replace(/\.ts$/, '');
const DOMAIN_LAYER_ZONES = DOMAIN_LAYERS.map((layer, index) => ({
  target: `${DOMAIN_SRC}/${layer}`,
  from: [...DOMAIN_LAYERS.slice(index + 1), ...DOMAIN_FEATURES].map((above) => `${DOMAIN_SRC}/${above}`),
  message: `shared-domain's ${layerName(layer)} may import ${index === 0 ? 'no other subpath' : `only ${DOMAIN_LAYERS.slice(0, index).map(layerName).join(', ')}`} (layers: ${DOMAIN_LAYERS.map(layerName).join(' < ')} < feature folders).`,
}));

/** Packages a folder may not import, by package name (any subpath of it included). */
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
  {
    files: ['shared-domain/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}'],
    plugins: { buget: { rules: { 'subpath-imports': subpathRule } } },
    rules: { 'buget/subpath-imports': 'error' },
  },
  {
    files: [`${DOMAIN_SRC}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: DOMAIN_LAYER_ZONES }],
      // An import the resolver cannot follow would pass the layer check unseen: a workspace one fails instead.
      'import-x/no-unresolved': ['error', { ignore: ['^(?!@buget/)'] }],
    },
  },
  {
    // No value import cycle in the local server (issue 23: rest/handler.ts and rest/rpc.ts once
    // imported each other). Type-only imports are left out: they vanish at run time.
    files: ['supabase/local/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...Object.entries(FORBIDDEN).map(([folder, packages]) => ({
    files: [`${folder}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...packages.map((name) => ({
              group: [name, `${name}/*`],
              message: `${folder} may not import ${name} (imports flow one way; see ARCHITECTURE.md).`,
            })),
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
