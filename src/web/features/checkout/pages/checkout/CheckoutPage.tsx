import { App, Alert, Button, Card, Col, Flex, InputNumber, Row, Segmented, Select, Space, Typography } from 'antd';
import type { InputRef } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useFunctions } from '../../../../app/guards/permissions';
import { type GoodsOrder, offerDiscountOf } from '../../../../../shared/actions/checkout';
import { formatMoney } from '../../../../../shared/format/money';
import { phoneDigits, toWirePhone } from '../../../../components/inputFilters';
import { normalizePhone } from '../../../../../shared/rules/identity';
import { PhoneInput } from '../../../../components/PhoneInput';
import { useDebouncedValue } from '../../../../components/useDebouncedValue';
import { isActionError } from '../../../../api/errors';
import { ruleText } from '../../../../i18n';
import { newRequestId, useCartTotals, useCheckoutMutations, useCouponForAmount, usePaymentWays } from '../../api';
import { type CartLine, CartTable, FreeAmountForm } from '../../components/CartTable';
import { CouponField } from '../../components/CouponField';
import { CustomerPicker, type SaleCustomer } from '../../components/CustomerPicker';
import { HungDrawer } from '../../components/HungDrawer';
import { PayDialog } from '../../components/PayDialog';
import { ProductSearch } from '../../components/ProductSearch';
import { usePhone } from '../../../../components/usePhone';

type DiscountMode = 'none' | 'P' | 'A';
const TILL_KEY = 'checkout.tillId';
/** Customer View: the customer book's search. */
const CUSTOMER_VIEW = '2106';
/** The reason a sale cleared from the counter is closed with (a reason takes no Chinese characters: spec 000 section 5). */
const CLEARED_REASON = 'Cleared at the counter';

/**
 * /checkout/index (43 Cashier, type 117), also /checkout/inventoryItem and /checkout/nonInventoryItem:
 * the counter. The cart lives here; the server prices it (CalculatedAmount) as it changes, places
 * the order (PlaceOrder, or ComputeGoodsOrder for a resumed sale) when the cashier pays, and the
 * pay dialog takes cash, M-PESA or a till QR payment. F2 search, F9 pay, F8 suspend.
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  // A phone has no function keys: its buttons and header name none.
  const onPhone = usePhone();
  const fkey = (key: string) => (onPhone ? '' : ` (${key})`);
  const { message } = App.useApp();
  const { pathname } = useLocation();
  const mode = pathname.endsWith('/nonInventoryItem') ? 'amount' : pathname.endsWith('/inventoryItem') ? 'inventory' : 'both';
  const ways = usePaymentWays();
  const m = useCheckoutMutations();
  const canPickCustomer = useFunctions().has(CUSTOMER_VIEW);
  const searchRef = useRef<InputRef>(null);

  const [lines, setLines] = useState<CartLine[]>([]);
  const [discountMode, setDiscountMode] = useState<DiscountMode>('none');
  const [discountInput, setDiscountInput] = useState<number | null>(null);
  const [coupon, setCoupon] = useState<string | null>(null);
  const [phone, setPhone] = useState('');
  const [customer, setCustomer] = useState<SaleCustomer | null>(null);
  const [tillId, setTillId] = useState<string | null>(() => localStorage.getItem(TILL_KEY));
  const [orderNo, setOrderNo] = useState<string | null>(null);
  const [resumedNo, setResumedNo] = useState<string | null>(null);
  const [requestId, setRequestId] = useState(newRequestId);
  const [order, setOrder] = useState<GoodsOrder | null>(null);
  const [hungOpen, setHungOpen] = useState(false);
  const paidRef = useRef(false);

  const tills = ways.data?.tills ?? [];
  const till = tills.find((x) => x.tillId === tillId) ?? tills[0] ?? null;
  useEffect(() => {
    if (till) localStorage.setItem(TILL_KEY, till.tillId);
  }, [till]);

  // Percent to basis points, shillings to cents: both are the typed value times 100.
  const discountValue = discountMode === 'none' || !discountInput ? null : Math.round(discountInput * 100);
  const discountType = discountValue ? (discountMode as 'P' | 'A') : null;
  // A complete customer mobile lets pricing refuse a one-time coupon they already used.
  const customerPhone = phone && normalizePhone(phone) ? toWirePhone(phone) : null;

  // The free-amount counter checks a coupon against the amount to pay (UseCheckCouponNoInventory,
  // spec 001 section 7): the amount first, then never below the coupon. Only a coupon that passed
  // is priced with the cart.
  const subTotal = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const amountDue = subTotal - offerDiscountOf(subTotal, discountType, discountValue);
  const amountCheck = useDebouncedValue({ couponCode: coupon ?? '', amount: amountDue > 0 ? amountDue : null, customerPhone }, 150);
  const checksAmount = mode === 'amount' && Boolean(coupon);
  const couponCheck = useCouponForAmount(amountCheck, checksAmount && amountCheck.couponCode === coupon);
  const couponRefusal = checksAmount && isActionError(couponCheck.error) ? couponCheck.error : null;
  const couponPriced = !checksAmount || (couponCheck.data !== undefined && !couponRefusal);
  const cart = useMemo(
    () => ({
      items: lines.map((l) => (l.productId ? { productId: l.productId, quantity: l.quantity } : { name: l.name, unitPrice: l.unitPrice, quantity: l.quantity })),
      discountType,
      discountValue,
      couponCode: couponPriced ? coupon : null,
      customerPhone,
    }),
    [lines, discountType, discountValue, coupon, couponPriced, customerPhone],
  );
  const priced = useCartTotals(useDebouncedValue(cart, 150));
  // The server prices products: a price changed since the line was added (or since a suspended
  // sale was made) shows in the line as the totals count it, never one price beside another total.
  useEffect(() => {
    const items = priced.data?.items;
    if (!items) return;
    setLines((now) => {
      let moved = false;
      const next = now.map((l, i) => {
        const p = items[i];
        if (!l.productId || !p || p.productId !== l.productId || p.unitPrice === l.unitPrice) return l;
        moved = true;
        return { ...l, unitPrice: p.unitPrice };
      });
      return moved ? next : now;
    });
  }, [priced.data]);
  const totals = lines.length ? priced.data : undefined;
  const problem = lines.length && isActionError(priced.error) ? priced.error : null;
  // The lines' own sum while the server's totals are missing (a refusal, the first answer): the
  // cart never reads KES 0.00 beside its items.
  const linesSum = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  const lineErrors: Record<number, string> = {};
  let couponError: string | null = null;
  let otherError: string | null = null;
  for (const f of problem?.fieldErrors ?? []) {
    const line = /^items\.(\d+)\./.exec(f.field);
    if (line) lineErrors[Number(line[1])] = f.message;
    else if (f.field === 'couponCode') couponError = f.message;
    else otherError = f.message;
  }
  if (problem && !problem.fieldErrors.length) otherError = problem.message;
  if (couponRefusal) couponError = couponRefusal.fieldErrors[0]?.message ?? couponRefusal.message;
  const couponPending = checksAmount && !couponPriced && !couponRefusal;

  const changed = () => setRequestId(newRequestId());
  const addLine = (line: Omit<CartLine, 'key'>) => {
    setLines((now) => {
      const same = line.productId ? now.find((l) => l.productId === line.productId) : undefined;
      if (same) return now.map((l) => (l === same ? { ...l, quantity: l.quantity + line.quantity } : l));
      return [...now, { ...line, key: crypto.randomUUID() }];
    });
    changed();
  };

  const reset = () => {
    setLines([]);
    setDiscountMode('none');
    setDiscountInput(null);
    setCoupon(null);
    setPhone('');
    setCustomer(null);
    setOrderNo(null);
    setResumedNo(null);
    setOrder(null);
    paidRef.current = false;
    changed();
    setTimeout(() => searchRef.current?.focus(), 0);
  };

  /**
   * Clear: a sale already placed and not paid is closed with it (CloseOrder), so it does not stay
   * in Orders as a sale waiting for payment that nobody will ever take.
   */
  const clear = () => {
    if (orderNo && !paidRef.current) void m.close.mutateAsync({ orderNo, reason: CLEARED_REASON }).catch(() => {});
    reset();
  };

  /** The order for the cart as it is now: placed once per request id, or the resumed one recomputed. */
  const orderForCart = async (): Promise<GoodsOrder | null> => {
    if (!lines.length || problem || couponRefusal || couponPending) return null;
    try {
      if (orderNo) return await m.compute.mutateAsync({ orderNo, ...cart });
      const placed = await m.place.mutateAsync({
        requestId,
        ...cart,
        tillId: till?.tillId ?? null,
        customerPhone: phone ? toWirePhone(phone) : null,
        customerId: customer?.custId ?? null,
      });
      setOrderNo(placed.orderNo);
      return placed;
    } catch {
      return null;
    }
  };

  const pay = async () => {
    const o = await orderForCart();
    if (o) setOrder(o);
  };
  const suspend = async () => {
    const o = await orderForCart();
    if (!o) return;
    try {
      await m.hang.mutateAsync(o.orderNo);
      void message.success(t('checkout.summary.suspendedDone', { orderNo: o.orderNo }));
      reset();
    } catch {
      // the client has shown the refusal
    }
  };
  const resume = async (no: string) => {
    try {
      const o = await m.resume.mutateAsync(no);
      setLines(o.items.map((i) => ({ key: crypto.randomUUID(), productId: i.productId, name: i.name, unitPrice: i.unitPrice, quantity: i.quantity })));
      setDiscountMode((o.discountType as DiscountMode) ?? 'none');
      setDiscountInput(o.discountValue ? o.discountValue / 100 : null);
      setCoupon(o.coupon?.couponCode ?? null);
      setPhone(o.customerPhone ? phoneDigits(o.customerPhone) : '');
      setCustomer(o.customerId ? { custId: o.customerId, fullName: o.customerName ?? '', mobile: o.customerPhone ?? '' } : null);
      setOrderNo(o.orderNo);
      setResumedNo(o.orderNo);
      setHungOpen(false);
      void message.success(t('checkout.summary.resumed', { orderNo: o.orderNo }));
    } catch {
      // the client has shown the refusal
    }
  };

  // Keyboard: F2 search, F9 pay, F8 suspend.
  const keys = useRef({ pay, suspend });
  keys.current = { pay, suspend };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F2') {
        e.preventDefault();
        searchRef.current?.focus();
      } else if (e.key === 'F9' && !order) {
        e.preventDefault();
        void keys.current.pay();
      } else if (e.key === 'F8' && !order) {
        e.preventDefault();
        void keys.current.suspend();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [order]);

  const busy = m.place.isPending || m.compute.isPending || m.hang.isPending;
  const row = (label: string, value: string, strong = false) => (
    <Flex justify="space-between">
      <Typography.Text strong={strong}>{label}</Typography.Text>
      <Typography.Text strong={strong} style={strong ? { fontSize: 20 } : undefined}>
        {value}
      </Typography.Text>
    </Flex>
  );

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={15}>
        <Card
          title={
            resumedNo ? (
              // The sale's long number under its title, clear of the shortcuts beside it.
              <Flex vertical style={{ paddingBlock: 6 }}>
                <h1 style={{ fontSize: 18, margin: 0 }}>{t('checkout.summary.resumedTitle')}</h1>
                <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
                  {t('checkout.summary.resumedNo', { orderNo: resumedNo })}
                </Typography.Text>
              </Flex>
            ) : (
              <h1 style={{ fontSize: 18, margin: 0 }}>{t('checkout.title')}</h1>
            )
          }
          extra={onPhone ? null : <Typography.Text type="secondary">{t('checkout.shortcuts')}</Typography.Text>}
        >
          <Space direction="vertical" style={{ width: '100%' }} size={12}>
            {mode !== 'amount' ? <ProductSearch ref={searchRef} onPick={(p) => addLine({ productId: p.productId, name: p.name, unitPrice: p.price, quantity: 1 })} /> : null}
            {mode !== 'inventory' ? <FreeAmountForm autoFocus={mode === 'amount'} lineCount={lines.length} onAdd={(name, unitPrice) => addLine({ productId: null, name, unitPrice, quantity: 1 })} /> : null}
            <CartTable
              lines={lines}
              lineErrors={lineErrors}
              onQuantity={(key, quantity) => {
                setLines((now) => now.map((l) => (l.key === key ? { ...l, quantity } : l)));
                changed();
              }}
              onRemove={(key) => {
                setLines((now) => now.filter((l) => l.key !== key));
                changed();
              }}
            />
            {lines.length ? (
              <Button onClick={clear} disabled={busy}>
                {t('checkout.items.clear')}
              </Button>
            ) : null}
          </Space>
        </Card>
      </Col>
      <Col xs={24} lg={9}>
        <Card title={t('checkout.summary.title')} extra={<Button onClick={() => setHungOpen(true)}>{t('checkout.summary.suspended')}</Button>}>
          <Space direction="vertical" style={{ width: '100%' }} size={12}>
            {ways.data && !tills.length ? <Alert type="warning" showIcon message={t('checkout.summary.noTill')} /> : null}
            {tills.length ? (
              <Flex align="center" gap={8}>
                <Typography.Text>{t('checkout.summary.till')}</Typography.Text>
                <Select
                  aria-label={t('checkout.summary.till')}
                  style={{ flex: 1 }}
                  value={till?.tillId}
                  disabled={Boolean(orderNo)}
                  onChange={(v: string) => {
                    setTillId(v);
                    changed();
                  }}
                  options={tills.map((x) => ({ value: x.tillId, label: `${x.tillName} (${x.tillNo})` }))}
                />
              </Flex>
            ) : null}
            <div>
              <Typography.Text>{t('checkout.summary.discount')}</Typography.Text>
              <Flex gap={8} style={{ marginTop: 4 }}>
                <Segmented<DiscountMode>
                  value={discountMode}
                  onChange={(v) => {
                    setDiscountMode(v);
                    changed();
                  }}
                  options={[
                    { value: 'none', label: t('checkout.summary.discountNone') },
                    { value: 'P', label: t('checkout.summary.discountPercent') },
                    { value: 'A', label: t('checkout.summary.discountAmount') },
                  ]}
                />
                {discountMode !== 'none' ? (
                  <InputNumber<number>
                    aria-label={t('checkout.summary.discountValue')}
                    // Only the field's size is capped: more than 100% or than the sub total is refused with the server's words, never cut to fit.
                    min={0}
                    max={999_999_999}
                    precision={discountMode === 'P' ? 0 : 2}
                    suffix={discountMode === 'P' ? '%' : undefined}
                    prefix={discountMode === 'A' ? 'KES' : undefined}
                    value={discountInput}
                    onChange={(v) => {
                      setDiscountInput(v);
                      changed();
                    }}
                    style={{ flex: 1 }}
                  />
                ) : null}
              </Flex>
            </div>
            <CouponField
              applied={coupon}
              pricedName={totals?.coupon?.couponCode === coupon ? totals.coupon.name : null}
              error={couponError}
              onApply={(code) => {
                setCoupon(code);
                changed();
              }}
              onRemove={() => {
                setCoupon(null);
                changed();
              }}
            />
            {otherError ? <Alert type="error" showIcon message={ruleText(otherError)} /> : null}
            <div aria-live="polite">
              {row(t('checkout.summary.subTotal'), formatMoney(totals?.subTotalAmount ?? linesSum))}
              {totals?.offerDiscountAmount ? row(t('checkout.summary.offerDiscount'), `-${formatMoney(totals.offerDiscountAmount)}`) : null}
              {totals?.couponCodeAmount ? row(t('checkout.summary.couponAmount'), `-${formatMoney(totals.couponCodeAmount)}`) : null}
              {row(t('checkout.summary.total'), totals ? formatMoney(totals.totalAmount) : problem ? t('common.none') : formatMoney(linesSum), true)}
              {totals?.vatAmount ? (
                <Typography.Text type="secondary">
                  {t('checkout.summary.vat', { rate: totals.vatRate / 100 })}: {formatMoney(totals.vatAmount)}
                </Typography.Text>
              ) : null}
            </div>
            {canPickCustomer ? (
              <div>
                <Typography.Text>{t('checkout.summary.customer')}</Typography.Text>
                <CustomerPicker
                  value={customer}
                  disabled={Boolean(orderNo)}
                  onChange={(c) => {
                    setCustomer(c);
                    setPhone(c ? phoneDigits(c.mobile) : '');
                    changed();
                  }}
                />
              </div>
            ) : null}
            <div>
              <Typography.Text>{t('checkout.summary.customerPhone')}</Typography.Text>
              {/* Open until the sale is paid, unless a customer was picked: a one-time coupon needs it (MMCP6213). */}
              <PhoneInput aria-label={t('checkout.summary.customerPhone')} value={phone} onChange={setPhone} disabled={Boolean(orderNo) && Boolean(customer)} style={{ marginTop: 4 }} />
            </div>
            <Button type="primary" size="large" block disabled={!totals || Boolean(problem) || Boolean(couponRefusal) || couponPending || priced.isFetching} loading={busy} onClick={() => void pay()}>
              {t('checkout.summary.pay', { amount: formatMoney(totals?.totalAmount ?? linesSum) })}
              {fkey('F9')}
            </Button>
            <Button block disabled={!lines.length || Boolean(problem) || Boolean(couponRefusal) || couponPending} onClick={() => void suspend()}>
              {t('checkout.summary.suspend')}
              {fkey('F8')}
            </Button>
          </Space>
        </Card>
      </Col>
      {order ? (
        <PayDialog
          order={order}
          open
          onClose={() => (paidRef.current ? reset() : setOrder(null))}
          onPaid={() => {
            paidRef.current = true;
          }}
          onNewSale={reset}
        />
      ) : null}
      <HungDrawer open={hungOpen} onClose={() => setHungOpen(false)} onResume={(no) => void resume(no)} />
    </Row>
  );
}
