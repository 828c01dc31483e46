import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** A program the tests need from Debian: where it is looked for and which package brings it. */
type SystemDependency = { name: string; debianPackage: string; find: () => string | null };

function firstExisting(paths: string[]): string | null {
  return paths.find((candidate) => fs.existsSync(candidate)) ?? null;
}

function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((version) => Number(version) >= 15).sort().reverse();
  return firstExisting(versions.map((version) => `${root}/${version}/bin/initdb`));
}

export const SYSTEM_DEPENDENCIES: SystemDependency[] = [
  {
    name: 'Chromium',
    debianPackage: 'chromium',
    find: () => firstExisting([process.env.CHROMIUM_PATH ?? '', '/usr/bin/chromium'].filter(Boolean)),
  },
  { name: 'PostgreSQL 15+', debianPackage: 'postgresql', find: postgresBinaries },
];

const isRoot = () => process.getuid?.() === 0;

/**
 * Finds Chromium and PostgreSQL; as root installs the missing ones from Debian's packages;
 * otherwise stops with one line saying what to install.
 */
export function ensureSystemDependencies(): void {
  const missing = SYSTEM_DEPENDENCIES.filter((dependency) => !dependency.find());
  if (missing.length === 0) return;
  const packages = missing.map((dependency) => dependency.debianPackage);
  if (!isRoot()) {
    console.error(`Lipsesc ${missing.map((d) => d.name).join(' și ')}: rulează \`sudo apt-get install -y ${packages.join(' ')}\`, apoi din nou \`npm test\`.`);
    process.exit(1);
  }
  console.log(`Instalez din pachetele Debian: ${packages.join(', ')}`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const result = spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const stillMissing = SYSTEM_DEPENDENCIES.filter((dependency) => !dependency.find());
  if (result.status !== 0 || stillMissing.length > 0) {
    console.error(`Nu am putut instala ${stillMissing.map((d) => d.name).join(', ') || packages.join(', ')} cu apt-get.`);
    process.exit(1);
  }
}
