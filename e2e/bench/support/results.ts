import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../../../scripts/lib/apps';

/** Writes a benchmark's figures to bench-results/<name>.json at the repository's root. */
export async function writeBenchResult(name: string, result: unknown): Promise<void> {
  await mkdir(path.join(REPO_ROOT, 'bench-results'), { recursive: true });
  await writeFile(path.join(REPO_ROOT, 'bench-results', `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
}
