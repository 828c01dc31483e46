import { transfer, wrap, type Remote } from 'comlink';
import type { CsvMapping } from '@buget/shared-domain/imports';
import type { CheckInput, ImportWorkerApi } from './import.worker';
import type { PreviewRow } from './match/types';

// Where this remote's files are served from (the federation runtime sets it from remoteEntry.js).
declare const __webpack_public_path__: string;

/**
 * The worker script, built beside remoteEntry.js (build-tools workerConfig). A remote served from
 * another origin (a development server, a separate deploy) cannot start it directly: a same-origin
 * blob loads it with importScripts.
 */
function startWorker(): Worker {
  const url = new URL('import-worker.js', new URL(__webpack_public_path__, location.href)).href;
  if (new URL(url).origin === location.origin) return new Worker(url, { name: 'buget-import' });
  const loader = URL.createObjectURL(new Blob([`importScripts(${JSON.stringify(url)});`], { type: 'text/javascript' }));
  return new Worker(loader, { name: 'buget-import' });
}

/** One worker per open import dialog: started on first use, ended when the dialog closes. */
export class ImportWorker {
  private worker: Worker | null = null;
  private api: Remote<ImportWorkerApi> | null = null;

  private remote(): Remote<ImportWorkerApi> {
    if (!this.api) {
      this.worker = startWorker();
      this.api = wrap<ImportWorkerApi>(this.worker);
    }
    return this.api;
  }

  /** The file's bytes move to the worker (the caller's array is emptied: pass a copy to keep one). */
  open(bytes: Uint8Array, mapping?: CsvMapping) {
    return this.remote().open(transfer(bytes, [bytes.buffer as ArrayBuffer]), mapping);
  }

  check(input: CheckInput) {
    return this.remote().check(input);
  }

  unlink(preview: PreviewRow[], key: string) {
    return this.remote().unlink(preview, key);
  }

  stop(): void {
    this.worker?.terminate();
    this.worker = null;
    this.api = null;
  }
}
