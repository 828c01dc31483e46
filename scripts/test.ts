/**
 * `npm test`: every test of the project. Checks Chromium and PostgreSQL (installing them as
 * root), lints (import direction, hooks; unused files, exports and dependencies with knip, then
 * knip's production run for code and dependencies only tests use; see knip.jsonc), runs
 * each package's vitest suite through lerna, builds every app fresh, then runs the Playwright
 * suites against what `npm start` serves.
 */
import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from './lib/apps';
import { ensureSystemDependencies } from './lib/system-deps';

function step(title: string, command: string, args: string[]): void {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: process.env });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (result.status !== 0) {
    console.error(`\n✗ ${title}: eșuat (${seconds} s)`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${title} (${seconds} s)`);
}

ensureSystemDependencies();
step('Reguli de arhitectură și cod (eslint)', 'npx', ['eslint', '.']);
step('Cod nefolosit: fișiere, exporturi, dependențe (knip)', 'npx', ['knip', '--treat-config-hints-as-errors']);
step('Cod rulat doar de teste (knip --production)', 'npx', ['knip', '--production']);
step('Tipuri (TypeScript strict, toate pachetele)', 'npm', ['run', 'typecheck']);
// The e2e package's Playwright suite runs last, against a fresh build, not with the unit suites.
step('Teste ale scripturilor (vitest, scripts/)', 'npx', ['vitest', 'run', '--dir', 'scripts']);
// --no-sort: the packages' suites share nothing, so none waits for its dependencies' suites (sorted, the
// server's, then shared-domain's, then the apps' ran one after another: 421 s rather than 316 s).
step('Teste unitare și de integrare (vitest, toate pachetele)', 'npx', ['lerna', 'run', 'test', '--no-sort', '--concurrency', '2', '--ignore', '@buget/e2e']);
step('Construire (shell și remote-uri)', 'npx', ['lerna', 'run', 'build']);
step('Teste end-to-end (Playwright, Chromium)', 'npm', ['run', 'test', '-w', '@buget/e2e']);
console.log('\n✓ Toate testele au trecut.');
