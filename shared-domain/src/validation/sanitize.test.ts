import { describe, expect, it } from 'vitest';
import { cleanText, escapeHtml, sanitizeText } from './sanitize';

describe('text sanitising', () => {
  it('strips tags, control characters and extra whitespace, then escapes', () => {
    expect(cleanText('  <b>Chirie</b>\u0007 \n\t iunie & "altele"  ')).toBe('Chirie iunie &amp; &quot;altele&quot;');
    expect(escapeHtml(`<'\`>`)).toBe('&lt;&#39;&#96;&gt;');
  });
  it('requires a string', () => {
    expect(sanitizeText(42, { field: 'description' })).toEqual({ ok: false, error: 'description must be a string' });
    expect(sanitizeText(null)).toEqual({ ok: false, error: 'text must be a string' });
  });
  it('enforces the minimum on the visible text', () => {
    expect(sanitizeText('  <i></i> ', { field: 'name' })).toEqual({ ok: false, error: 'name must be at least 1 characters' });
    expect(sanitizeText('ab', { field: 'name', min: 3 })).toEqual({ ok: false, error: 'name must be at least 3 characters' });
  });
  it('enforces the maximum (500 by default)', () => {
    expect(sanitizeText('x'.repeat(500)).ok).toBe(true);
    expect(sanitizeText('x'.repeat(501))).toEqual({ ok: false, error: 'text must be at most 500 characters' });
  });
  it('counts an escaped character once', () => {
    expect(sanitizeText('a&b', { max: 3 })).toEqual({ ok: true, value: 'a&amp;b' });
  });
});
