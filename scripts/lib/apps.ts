import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES, type RemoteName } from '@buget/build-tools';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every app that builds a bundle, by folder: the shell and the five remotes. */
export const APP_FOLDERS = ['shell', ...(Object.keys(REMOTES) as RemoteName[])] as const;

export const distOf = (folder: string) => path.join(REPO_ROOT, folder, 'dist');
