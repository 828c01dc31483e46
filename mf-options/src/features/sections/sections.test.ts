import { describe, expect, it } from 'vitest';
import { sectionAt, sectionPath } from './sections';

describe('option sections in the URL', () => {
  it('reads the section from the path below the page, the first one for the page itself or an unknown one', () => {
    expect(sectionAt('/options', '/options/conturi')).toBe('conturi');
    expect(sectionAt('/options', '/options/setari/')).toBe('setari');
    expect(sectionAt('/options', '/options')).toBe('categorii');
    expect(sectionAt('/options', '/options/nimic')).toBe('categorii');
    expect(sectionAt('/options', '/optionsconturi')).toBe('categorii');
  });
  it('writes the path of a section', () => {
    expect(sectionPath('/options', 'conturi')).toBe('/options/conturi');
  });
});
