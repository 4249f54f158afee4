import { describe, expect, it } from 'vitest';
import { postalCodeRule, websiteRule } from './business';

describe('postal code and website', () => {
  it('takes a five-digit postal code, or none', () => {
    for (const ok of ['00100', ' 80100 ', '']) expect(postalCodeRule.safeParse(ok).success).toBe(true);
    for (const bad of ['0010', '001000', 'GPO01', '00 100']) expect(postalCodeRule.safeParse(bad).error?.issues[0]?.message).toBe('POSTAL_CODE_FORMAT');
  });

  it('takes a web address with or without its scheme, or none', () => {
    for (const ok of ['www.duka.co.ke', 'https://amani.co.ke', 'http://shop.example.com:8080/menu?x=1', 'DUKA.KE', '']) expect(websiteRule.safeParse(ok).success).toBe(true);
    for (const bad of ['my shop', 'duka', 'https://', 'ftp://duka.co.ke', 'duka..co.ke', 'www.duka.co.ke/a b']) expect(websiteRule.safeParse(bad).error?.issues[0]?.message).toBe('WEBSITE_FORMAT');
  });
});
