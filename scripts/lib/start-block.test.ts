import { describe, expect, it } from 'vitest';
import { startBlock } from './start-block';

const LOCAL = {
  demo: { email: 'demo@buget.ro', password: 'Demo#Buget2026' },
  allowlist: ['admin@buget.ro', 'demo@buget.ro'],
  outboxUrl: 'http://127.0.0.1:54321/outbox',
};

describe('startBlock', () => {
  it('gives the app, the demo sign-in, who may register and how to add one, the outbox and how to stop', () => {
    const block = startBlock({ appUrl: 'http://localhost:3000', supabaseUrl: 'http://127.0.0.1:54321', local: LOCAL, buildLog: '/repo/.tmp/build.log' });
    expect(block.split('\n')).toEqual([
      '',
      'Buget rulează la http://localhost:3000',
      '',
      '  Cont demo:      demo@buget.ro / Demo#Buget2026',
      '  Pot crea cont:  admin@buget.ro, demo@buget.ro',
      '                  altă adresă: BETA_ALLOWLIST=ana@exemplu.ro npm start (mai multe: separate prin virgulă)',
      '  E-mailuri:      http://127.0.0.1:54321/outbox (confirmări, resetări de parolă)',
      '  Supabase:       http://127.0.0.1:54321 (local)',
      '  Construire:     jurnalul în /repo/.tmp/build.log',
      '',
      '  Oprește cu Ctrl+C.',
      '',
    ]);
  });

  it('on a hosted project, and with nothing built, says only where the app and Supabase are and how to stop', () => {
    const block = startBlock({ appUrl: 'http://localhost:3000', supabaseUrl: 'https://x.supabase.co', local: null, buildLog: null });
    expect(block).toBe('\nBuget rulează la http://localhost:3000\n\n  Supabase:       https://x.supabase.co\n\n  Oprește cu Ctrl+C.\n');
  });
});
