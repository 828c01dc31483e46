import { describe, expect, it } from 'vitest';
import { pageTitle } from './routes';

describe('routes', () => {
  it('title a page with the app name', () => {
    expect(pageTitle('Tranzacții')).toBe('Tranzacții · Buget');
  });
});
