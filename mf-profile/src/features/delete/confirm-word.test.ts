import { describe, expect, it } from 'vitest';
import { isDeleteConfirmWord } from './confirm-word';

describe('the deletion word', () => {
  it('accepts ȘTERGE however it is typed', () => {
    for (const typed of ['ȘTERGE', ' ștergE ', 'ŞTERGE', 'şterge']) expect(isDeleteConfirmWord(typed), typed).toBe(true);
  });
  it('refuses anything else', () => {
    for (const typed of ['', 'STERGE', 'ȘTERG', 'ȘTERGE!', 'DELETE']) expect(isDeleteConfirmWord(typed), typed).toBe(false);
  });
});
