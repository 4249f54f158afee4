import { describe, expect, it } from 'vitest';
import { storedText } from './messages';

describe("storedText: a reason stored in English, in the reader's language", () => {
  it("words a catalogue text in the reader's language", () => {
    expect(storedText('Name and ID number do not match', 'zh-CN')).toBe('姓名与证件号码不匹配');
    expect(storedText('Name and ID number do not match', 'en-US')).toBe('Name and ID number do not match');
  });

  it('leaves any other text, and a catalogue text with blanks to fill, as it is', () => {
    expect(storedText('ID number not found at the registry', 'zh-CN')).toBe('ID number not found at the registry');
    expect(storedText('Enter an amount between {min} and {max}', 'zh-CN')).toBe('Enter an amount between {min} and {max}');
  });
});
