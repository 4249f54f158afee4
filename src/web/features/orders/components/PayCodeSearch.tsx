import { Alert, Button, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isActionError } from '../../../api/errors';
import { useOrderByPayCode } from '../api';

/**
 * The pay code box of the orders list: a cashier types the code the customer shows and the order
 * it was made for opens. The code is the list's `payCode` query parameter (a link or a reload looks
 * it up again); `onSearch` receives the trimmed code, or undefined when the box is cleared.
 */
export function PayCodeSearch({ payCode, onSearch }: { payCode?: string; onSearch: (payCode: string | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <Input.Search
      // A new code remounts the box with it (the URL's value, not what was typed before).
      key={payCode ?? ''}
      aria-label={t('orders.payCode.label')}
      placeholder={t('orders.payCode.placeholder')}
      defaultValue={payCode}
      allowClear
      inputMode="numeric"
      maxLength={40}
      onSearch={(v) => onSearch(v.trim() || undefined)}
      style={{ width: 200 }}
    />
  );
}

/**
 * Looks the code up: the order found is handed to `onFound` (the page opens its detail); no such
 * code, or an order outside the caller's stores, is said here, in words, until the box is cleared.
 */
export function PayCodeResult({ payCode, onFound, onClear }: { payCode?: string; onFound: (orderNo: string) => void; onClear: () => void }) {
  const { t } = useTranslation();
  const lookup = useOrderByPayCode(payCode);
  const found = lookup.data?.orderNo;
  // biome-ignore lint/correctness/useExhaustiveDependencies: onFound is a new function each render; the order found is what matters
  useEffect(() => {
    if (found) onFound(found);
  }, [found]);
  if (!payCode) return null;
  if (lookup.isFetching && !lookup.isError) {
    return <Alert type="info" showIcon role="status" style={{ marginBottom: 8 }} title={t('orders.payCode.looking', { code: payCode })} />;
  }
  if (!lookup.isError) return null;
  const refused = isActionError(lookup.error) && lookup.error.kind === 'business';
  return (
    <Alert
      type={refused ? 'warning' : 'error'}
      showIcon
      role="alert"
      closable={{ onClose: onClear, 'aria-label': t('common.close') }}
      style={{ marginBottom: 8 }}
      title={lookup.error.message}
      description={refused ? t('orders.payCode.notFound', { code: payCode }) : undefined}
      action={
        refused ? undefined : (
          <Button size="small" onClick={() => void lookup.refetch()}>
            {t('common.retry')}
          </Button>
        )
      }
    />
  );
}
