import { describe, expect, it } from 'vitest';
import { absoluteWebLink, miniAppRoute } from './links';

describe('home links', () => {
  it('resolves an app-served path against the page origin', () => {
    expect(absoluteWebLink('/Merchant/mini/vat-calculator.html', 'http://127.0.0.1:4173')).toBe('http://127.0.0.1:4173/Merchant/mini/vat-calculator.html');
  });

  it('keeps a full web link and refuses other schemes', () => {
    expect(absoluteWebLink('https://example.co.ke/x', 'http://localhost')).toBe('https://example.co.ke/x');
    expect(absoluteWebLink('javascript:alert(1)', 'http://localhost')).toBeNull();
  });

  it('routes a mini app to its page', () => {
    expect(miniAppRoute('mini-kra-pin')).toBe('/home/miniApps?app=mini-kra-pin');
  });
});
