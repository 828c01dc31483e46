/**
 * A throwaway PostgreSQL 15 cluster from Debian's binaries, in a temp folder, on a free port;
 * used by the tests and the benchmark. initdb refuses to run as root, so as root the cluster is
 * created and started as the postgres user.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, chmodSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PG15_BIN = '/usr/lib/postgresql/15/bin';

export interface Pg15Cluster {
  url: string;
  stop(): Promise<void>;
  /** Stops the cluster cleanly and keeps its data folder, to start others from (`template`). */
  keep(): Promise<{ dataDir: string; remove(): void }>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A fresh cluster (initdb), or a copy of a kept one's data folder (`template`: no initdb). */
export async function startPg15(start: { template?: string } = {}): Promise<Pg15Cluster> {
  if (!existsSync(path.join(PG15_BIN, 'initdb'))) {
    throw new Error(`PostgreSQL 15 is not installed (${PG15_BIN}/initdb missing): run apt-get install -y postgresql`);
  }
  const root = mkdtempSync(path.join(tmpdir(), 'buget-pg15-'));
  chmodSync(root, 0o777);
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (bin: string, args: string[]): void => {
    const command = path.join(PG15_BIN, bin);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
    else execFileSync(command, args, { stdio: 'pipe' });
  };
  // cp -a keeps the files' owner (postgres, when the tests run as root).
  if (start.template) execFileSync('cp', ['-a', start.template, dataDir]);
  else run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(root, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
    async keep() {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      return { dataDir, remove: () => rmSync(root, { recursive: true, force: true }) };
    },
  };
}
