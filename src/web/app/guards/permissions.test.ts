import { describe, expect, it } from 'vitest';
import { checkFunc } from './permissions';

const list = [
  { funcNo: '2001', funcNm: 'Store view' },
  { funcNo: '3704', funcNm: 'Audit trail' },
];

describe('checkFunc (spec 000 section 6)', () => {
  it('passes every check before the list has loaded', () => {
    expect(checkFunc(null, '2002')).toBe(true);
  });

  it('passes every check when the list is empty', () => {
    expect(checkFunc([], '2002')).toBe(true);
  });

  it('passes a function the role holds', () => {
    expect(checkFunc(list, '3704')).toBe(true);
  });

  it('refuses a function the role lacks', () => {
    expect(checkFunc(list, '2002')).toBe(false);
  });
});
