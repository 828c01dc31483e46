import { describe, expect, it } from 'vitest';
import { countRo } from './count';

describe('countRo', () => {
  it('says the noun as Romanian does for each number', () => {
    const say = (n: number) => countRo(n, 'tranzacție', 'tranzacții');
    expect([0, 1, 2, 19, 20, 99, 100, 101, 119, 120, 1000, 3000].map(say)).toEqual([
      '0 tranzacții',
      '1 tranzacție',
      '2 tranzacții',
      '19 tranzacții',
      '20 de tranzacții',
      '99 de tranzacții',
      '100 de tranzacții',
      '101 tranzacții',
      '119 tranzacții',
      '120 de tranzacții',
      '1.000 de tranzacții',
      '3.000 de tranzacții',
    ]);
  });
});
