import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../../i18n';
import MobilePaymentPage from '../pages/mobile-payment/MobilePaymentPage';
import MobileResultPage from '../pages/mobile-result/MobileResultPage';

/** A top-up page as first drawn at an address typed in by hand (no top-up behind it). */
function openedAt(path: string, page: ReactNode): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const MISSING = 'The top-up details are missing. Go back and choose the number and the amount.';

describe('a top-up page opened without a top-up', () => {
  it('the payment page says the details are missing, with Back, instead of processing for good', () => {
    const html = openedAt('/finance/money/mobilePayment', <MobilePaymentPage />);
    expect(html).toContain(MISSING);
    expect(html).toMatch(/<button[^>]*>.*Back.*<\/button>/);
    expect(html).not.toContain('Processing');
  });

  it('the result page says the details are missing, with Back, instead of a skeleton for good', () => {
    const html = openedAt('/finance/money/mobileResult', <MobileResultPage />);
    expect(html).toContain(MISSING);
    expect(html).toMatch(/<button[^>]*>.*Back.*<\/button>/);
    expect(html).not.toContain('ant-skeleton');
  });

  it('the result page still waits for an order it was given', () => {
    const html = openedAt('/finance/money/mobileResult?ordNo=TP1', <MobileResultPage />);
    expect(html).toContain('ant-skeleton');
    expect(html).not.toContain(MISSING);
  });
});
