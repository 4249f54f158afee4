import { describe, expect, it } from 'vitest';
import { nulCharacterPath } from './text';

describe('a NUL character in a body', () => {
  it('is found by the path of its field, nested or not', () => {
    expect(nulCharacterPath({ storeName: 'a\u0000b' })).toBe('storeName');
    expect(nulCharacterPath({ list: [{ rcvNm: 'ok' }, { rcvNm: '\u0000' }] })).toBe('list.1.rcvNm');
    expect(nulCharacterPath({ changes: { 'k\u0000': 'v' } })).toBe('changes.k\uFFFD');
    expect(nulCharacterPath('\u0000')).toBe('(body)');
  });

  it('is not found in clean text, emoji or other control characters', () => {
    expect(nulCharacterPath({ a: 'Kiosk 😀', b: 'line\nbreak\t', c: 12, d: null, e: [true, { f: "' OR 1=1 --" }] })).toBeNull();
  });

  it('walks a body nested far deeper than the stack allows', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`);
    expect(nulCharacterPath({ x: deep })?.split('.').length).toBe(200_001);
  });
});
