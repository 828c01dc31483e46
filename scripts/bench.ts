/**
 * `npm run bench`: every benchmark in turn; each writes its figures to bench-results/.
 * Figures, not pass/fail: speed targets are read from these files, never from timed tests.
 */
import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from './lib/apps';

const BENCHMARKS = ['bench:bundle', 'bench:api', 'bench:fairness', 'bench:grid-rpc', 'bench:grid', 'bench:transactions', 'bench:backup', 'bench:vitals', 'bench:daily', 'bench:import', 'bench:reports'] as const;

let failed = 0;
for (const name of BENCHMARKS) {
  console.log(`\n▶ npm run ${name}`);
  const result = spawnSync('npm', ['run', name], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    failed += 1;
    console.error(`✗ ${name} failed`);
  }
}
process.exit(failed === 0 ? 0 : 1);
