import { beforeAll, describe, expect, it } from 'vitest';
import type { Customer, CustomerOrder } from '../../../shared/actions/customers';
import { nowIso } from '../../db/util';
import { customerForSale } from './customers.queries';
import type { WireClient } from '../../testing/client';
import { DEMO_LOGIN, registerBusinessOwner, signIn, withTestApp } from '../../testing/harness';

const t = withTestApp();

type List<T> = { list: T[]; total: number };
type Refusal = { rspMsgCd: string; rspMsgInf: string; fieldErrors?: { field: string; message: string }[] };

let owner: WireClient;
let cashier: WireClient;

beforeAll(async () => {
  owner = await signIn(t, DEMO_LOGIN.owner.userId, 'P', 'cust-device-owner');
  cashier = await signIn(t, DEMO_LOGIN.cashier.userId, 'S', 'cust-device-cashier');
});

const form = (over: Record<string, unknown> = {}) => ({
  firstName: 'Grace',
  middleName: 'Wanjiru',
  lastName: 'Mutiso',
  mobile: '0745100200',
  email: 'grace.mutiso@example.co.ke',
  gender: 'F',
  birthday: '19880312',
  anniversary: '',
  note: 'Orders on Fridays',
  ...over,
});

async function add(over: Record<string, unknown> = {}) {
  const res = await owner.call<{ custId: string; fullName: string }>('AddCustomers', form(over));
  expect(res.body.rspMsgCd).toBe('MMC00000');
  return res.body.custId;
}

const field = (body: Refusal) => body.fieldErrors?.[0]?.field;

describe('the customer list', () => {
  it("pages the demo business's 50 customers, newest first", async () => {
    const first = await owner.call<List<Customer>>('QueryCustomers', { limit: 10, offset: 0 });
    expect(first.body.total).toBe(50);
    expect(first.body.list).toHaveLength(10);
    expect(first.body.list[0]).toMatchObject({ fullName: 'Mumbua Musau', mobile: expect.stringMatching(/^2547\d{8}$/) });
    const last = await owner.call<List<Customer>>('QueryCustomers', { limit: 10, offset: 40 });
    expect(last.body.list.at(-1)).toMatchObject({ custId: 'cust-demo-01', fullName: 'Amina Wairimu Otieno', note: 'Buys maize flour every Friday' });
  });

  it('finds customers by part of a name, by the phone as typed, or by e-mail', async () => {
    const byName = await owner.call<List<Customer>>('QueryCustomers', { keyword: 'chebe' });
    expect(byName.body.list.map((c) => c.fullName).sort()).toEqual(['Chebet Koech', 'Zawadi Chebet']);
    const byPhone = await owner.call<List<Customer>>('QueryCustomers', { keyword: '0722118401' });
    expect(byPhone.body.list.map((c) => c.custId)).toEqual(['cust-demo-01']);
    const byEmail = await owner.call<List<Customer>>('QueryCustomers', { keyword: 'amina.otieno@' });
    expect(byEmail.body.list.map((c) => c.custId)).toEqual(['cust-demo-01']);
  });

  it('lists the blacklist and the inactive customers', async () => {
    const black = await owner.call<List<Customer>>('QueryCustomers', { blackFlg: 'Y' });
    expect(black.body.total).toBe(3);
    expect(black.body.list.every((c) => c.blackFlg === 'Y' && c.blackReason === 'Repeated chargebacks' && /^\d{14}$/.test(c.blackAt))).toBe(true);
    const inactive = await owner.call<List<Customer>>('QueryCustomers', { state: '0' });
    expect(inactive.body.total).toBe(4);
  });

  it('lets the cashier view customers (2106) but not add one (2101)', async () => {
    expect((await cashier.call<List<Customer>>('QueryCustomers')).body.total).toBeGreaterThanOrEqual(50);
    expect((await cashier.call('AddCustomers', form({ mobile: '0745100999' }))).body.rspMsgCd).toBe('MMCP0403');
    expect((await cashier.call('CustomerNotice', { channel: '02', custIds: ['cust-demo-01'], content: 'Hi' })).body.rspMsgCd).toBe('MMCP0403');
    expect((await cashier.call('DeleteCustomer', { custId: 'cust-demo-01' })).body.rspMsgCd).toBe('MMCP0403');
    expect((await cashier.call('FileParseUploadCustomer', { fileName: 'a.csv', content: '' })).body.rspMsgCd).toBe('MMCP0403');
    expect((await cashier.call('AddCustomerBlackList', { custId: 'cust-demo-01' })).body.rspMsgCd).toBe('MMCP0403');
    const refused: [string, Record<string, unknown>][] = [
      ['MerchantCustomerCheckMcc', { mobile: '0745100999' }],
      ['EditCustomer', { ...form(), custId: 'cust-demo-01' }],
      ['RemoveCustomerBlackList', { custId: 'cust-demo-04' }],
      ['CustomerTemplateDownload', {}],
      ['BatchUploadCustQueryPage', {}],
      ['QueryCustomerNoticeList', {}],
      ['QueryCustomerNoticeFailures', { noticeId: 'cust-notice-demo-01' }],
      ['RetryCustomerNotice', { noticeId: 'cust-notice-demo-01' }],
    ];
    for (const [action, body] of refused) expect((await cashier.call(action, body)).body.rspMsgCd, action).toBe('MMCP0403');
  });

  it('refuses the customer list and details to a role without the view function (2106)', async () => {
    const db = t.database.db;
    await db.deleteFrom('role_functions').where('role_id', '=', 'role-demo-cashier').where('func_no', '=', '2106').execute();
    try {
      expect((await cashier.call('QueryCustomers')).body.rspMsgCd).toBe('MMCP0403');
      expect((await cashier.call('QueryCustomerDetail', { custId: 'cust-demo-01' })).body.rspMsgCd).toBe('MMCP0403');
      expect((await cashier.call('QueryCustomerOrders', { custId: 'cust-demo-01' })).body.rspMsgCd).toBe('MMCP0403');
    } finally {
      await db.insertInto('role_functions').values({ role_id: 'role-demo-cashier', func_no: '2106' }).execute();
    }
    expect((await cashier.call('QueryCustomers')).body.rspMsgCd).toBe('MMC00000');
  });

  it("never shows another business's customers", async () => {
    const other = await registerBusinessOwner(t, { phone: '0755610001', first: 'Pendo', last: 'Mwita', idNo: '31610001', device: 'cust-device-pendo' });
    expect((await other.client.call<List<Customer>>('QueryCustomers')).body.total).toBe(0);
    const detail = await other.client.call<Refusal>('QueryCustomerDetail', { custId: 'cust-demo-01' });
    expect(detail.body).toMatchObject({ rspMsgCd: 'MMCP6101', rspMsgInf: 'Customer not found' });
    expect((await other.client.call('EditCustomer', { ...form(), custId: 'cust-demo-01' })).body.rspMsgCd).toBe('MMCP6101');
    // The same mobile is free in another business's book.
    expect((await other.client.call('AddCustomers', form({ mobile: '0722118401' }))).body.rspMsgCd).toBe('MMC00000');
  });
});

describe('adding, editing and deleting a customer', () => {
  it('adds a customer, shows the details and records it in the audit trail', async () => {
    const id = await add();
    const detail = await owner.call<Customer & { stats: { orderCount: number; totalSpent: number; lastOrderAt: string } }>('QueryCustomerDetail', { custId: id });
    expect(detail.body).toMatchObject({
      fullName: 'Grace Wanjiru Mutiso',
      mobile: '254745100200',
      email: 'grace.mutiso@example.co.ke',
      gender: 'F',
      birthday: '19880312',
      state: '1',
      blackFlg: 'N',
      stats: { orderCount: 0, totalSpent: 0, lastOrderAt: '' },
    });
    const audit = await t.database.db.selectFrom('audit_trail').selectAll().where('event', '=', 'CUSTOMER_ADD').where('merchant_id', '=', 'merc-demo').executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ detail: 'Added customer Grace Wanjiru Mutiso', action: 'AddCustomers', operator_name: 'Wanjiku Kamau' });
  });

  it('refuses a mobile the book has already, in any accepted form, naming the field', async () => {
    for (const mobile of ['0722118401', '+254722118401', '722118401']) {
      const res = await owner.call<Refusal>('AddCustomers', form({ mobile }));
      expect(res.body).toMatchObject({ rspMsgCd: 'MMCP6102', rspMsgInf: 'Mobile Number already exists' });
      expect(field(res.body)).toBe('mobile');
    }
    const check = await owner.call<Refusal>('MerchantCustomerCheckMcc', { mobile: '0722118401' });
    expect(check.body.rspMsgCd).toBe('MMCP6102');
    expect(field(check.body)).toBe('mobile');
    const free = await owner.call<{ mobile: string }>('MerchantCustomerCheckMcc', { mobile: '0745199111' });
    expect(free.body).toMatchObject({ rspMsgCd: 'MMC00000', mobile: '254745199111' });
  });

  it('refuses bad fields with the shared rules, naming each field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ firstName: '' }, 'firstName', 'This field is required'],
      [{ firstName: 'G' }, 'firstName', 'Minimum field length = 2'],
      [{ lastName: 'Mut1so' }, 'lastName', 'Use letters only'],
      [{ middleName: 'W4' }, 'middleName', 'Use letters only'],
      [{ mobile: '0612345678' }, 'mobile', 'Please enter a valid mobile number'],
      [{ email: 'grace@' }, 'email', 'Email format error'],
      [{ gender: 'X' }, 'gender', ''],
      [{ birthday: '20991231' }, 'birthday', 'The date cannot be in the future.'],
      [{ anniversary: '20230231' }, 'anniversary', 'Enter a valid date (YYYYMMDD)'],
      [{ note: 'x'.repeat(201) }, 'note', 'Maximum field length = 200'],
    ];
    for (const [over, name, message] of cases) {
      const res = await owner.call<Refusal>('AddCustomers', form({ mobile: '0745100300', ...over }));
      expect(res.body.rspMsgCd, name).toBe('MMCP0006');
      expect(field(res.body)).toBe(name);
      if (message) expect(res.body.fieldErrors?.[0]?.message).toBe(message);
    }
    expect((await owner.call<List<Customer>>('QueryCustomers', { keyword: '0745100300' })).body.total).toBe(0);
  });

  it('edits a customer, keeping the book unique, and audits what changed', async () => {
    const id = await add({ mobile: '0745100400', email: '' });
    const edited = await owner.call('EditCustomer', { ...form({ mobile: '0745100401', email: 'new@example.co.ke', note: '' }), custId: id });
    expect(edited.body.rspMsgCd).toBe('MMC00000');
    const detail = await owner.call<Customer>('QueryCustomerDetail', { custId: id });
    expect(detail.body).toMatchObject({ mobile: '254745100401', email: 'new@example.co.ke', note: '' });
    const clash = await owner.call<Refusal>('EditCustomer', { ...form({ mobile: '0722118401' }), custId: id });
    expect(clash.body.rspMsgCd).toBe('MMCP6102');
    expect(field(clash.body)).toBe('mobile');
    // Its own mobile is no clash.
    expect((await owner.call('EditCustomer', { ...form({ mobile: '0745100401' }), custId: id })).body.rspMsgCd).toBe('MMC00000');
    const audit = await t.database.db.selectFrom('audit_trail').selectAll().where('event', '=', 'CUSTOMER_EDIT').orderBy('created_at').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes ?? '{}')).toMatchObject({ before: { mobile: '254745100400', email: '' }, after: { mobile: '254745100401', email: 'new@example.co.ke' } });
    expect((await owner.call<Refusal>('EditCustomer', { ...form(), custId: 'nobody' })).body.rspMsgCd).toBe('MMCP6101');
  });

  it('deletes a customer', async () => {
    const id = await add({ mobile: '0745100500' });
    expect((await owner.call('DeleteCustomer', { custId: id })).body.rspMsgCd).toBe('MMC00000');
    expect((await owner.call('QueryCustomerDetail', { custId: id })).body.rspMsgCd).toBe('MMCP6101');
    expect((await owner.call('DeleteCustomer', { custId: id })).body.rspMsgCd).toBe('MMCP6101');
    const audit = await t.database.db.selectFrom('audit_trail').select('detail').where('event', '=', 'CUSTOMER_DELETE').executeTakeFirstOrThrow();
    expect(audit.detail).toBe('Deleted customer Grace Wanjiru Mutiso');
  });
});

describe("a customer's orders", () => {
  async function sale(no: string, customer: { id: string | null; phone: string | null }, paid: number, refunded: number, minutesAgo: number) {
    const at = new Date(Date.now() - minutesAgo * 60_000).toISOString();
    await t.database.db
      .insertInto('goods_orders')
      .values({
        id: `go-${no}`, order_no: no, merchant_id: 'merc-demo', store_id: 'store-main', till_id: null, person_id: 'person-owner', request_id: `req-${no}`,
        channel: 'C', customer_id: customer.id, customer_phone: customer.phone, customer_name: null, customer_email: null,
        pay_status: paid > 0 ? 'PS' : 'WP', goods_status: paid > 0 ? 'PS' : 'WP', accept_status: 'CP', detail_status: 'ST',
        item_count: 2, subtotal: paid || 50_000, discount_type: null, discount_value: null, discount: 0, coupon_id: null, coupon_code: null, coupon_amount: 0,
        vat_rate: 1600, vat: 0, total: paid || 50_000, paid_amount: paid, cash_received: null, change_amount: null, refunded_amount: refunded,
        payment_method: paid > 0 ? '0008' : null, pay_ref: null, money_order_id: null, remarks: null, cancel_reason: null,
        created_at: at, updated_at: at, hung_at: null, paid_at: paid > 0 ? at : null, closed_at: null,
      })
      .execute();
  }

  it('shows the sales made to the customer, by id or by phone, paged newest first, with the totals', async () => {
    const id = await add({ mobile: '0745100600' });
    await sale('GO-CUST-1', { id, phone: '254745100600' }, 120_000, 20_000, 30);
    await sale('GO-CUST-2', { id: null, phone: '254745100600' }, 45_000, 0, 20);
    await sale('GO-CUST-3', { id, phone: null }, 0, 0, 10);
    await sale('GO-OTHER', { id: null, phone: '254700000000' }, 99_000, 0, 5);
    // A sale left at the counter and one cancelled are no purchases: listed, not counted.
    await sale('GO-CUST-OPEN', { id, phone: null }, 0, 0, 3);
    await sale('GO-CUST-CANCEL', { id, phone: null }, 0, 0, 2);
    await t.database.db.updateTable('goods_orders').set({ accept_status: 'U1' }).where('order_no', '=', 'GO-CUST-OPEN').execute();
    await t.database.db.updateTable('goods_orders').set({ accept_status: 'CL' }).where('order_no', '=', 'GO-CUST-CANCEL').execute();
    const detail = await owner.call<{ stats: { orderCount: number; totalSpent: number; lastOrderAt: string } }>('QueryCustomerDetail', { custId: id });
    expect(detail.body.stats).toMatchObject({ orderCount: 3, totalSpent: 145_000, lastOrderAt: expect.stringMatching(/^\d{14}$/) });
    const first = await owner.call<List<CustomerOrder>>('QueryCustomerOrders', { custId: id, limit: 2, offset: 2 });
    expect(first.body.total).toBe(5);
    expect(first.body.list.map((o) => o.orderNo)).toEqual(['GO-CUST-3', 'GO-CUST-2']);
    const second = await owner.call<List<CustomerOrder>>('QueryCustomerOrders', { custId: id, limit: 2, offset: 4 });
    expect(second.body.list).toEqual([
      expect.objectContaining({ orderNo: 'GO-CUST-1', total: 120_000, paidAmount: 120_000, refundedAmount: 20_000, payStatus: 'PS', paymentMethod: '0008', itemCount: 2 }),
    ]);
    expect((await owner.call('QueryCustomerOrders', { custId: 'nobody' })).body.rspMsgCd).toBe('MMCP6101');
  });
});

const HEADER = 'First Name*,Middle Name,Last Name*,Mobile Number*,Email,Gender (M/F),Birthday (YYYY-MM-DD),Anniversary (YYYY-MM-DD),Note';

describe('the bulk upload', () => {
  it('gives the CSV template', async () => {
    const res = await owner.call<{ fileName: string; contentType: string; content: string }>('CustomerTemplateDownload');
    expect(res.body).toMatchObject({ fileName: 'customer-template.csv', contentType: 'text/csv; charset=utf-8' });
    // A byte-order mark first, so spreadsheet programs read UTF-8.
    expect(res.body.content.split('\r\n')[0]).toBe(`\uFEFF${HEADER}`);
    // In Chinese for a Chinese reader; a file with either header is read back.
    const zh = await owner.call<{ content: string }>('CustomerTemplateDownload', {}, { locale: 'zh-CN' });
    expect(zh.body.content.split('\r\n')[0]).toBe('\uFEFF名*,中间名,姓*,手机号码*,电子邮件,性别（M/F）,生日（YYYY-MM-DD）,纪念日（YYYY-MM-DD）,备注');
  });

  it('refuses anything but a .csv file in the template columns, with 1 to 100 customers', async () => {
    const xls = await owner.call<Refusal>('FileParseUploadCustomer', { fileName: 'customers.xlsx', content: `${HEADER}\nA,,B,0745000001` });
    expect(xls.body).toMatchObject({ rspMsgCd: 'MMCP6103', rspMsgInf: 'Only .csv files can be uploaded' });
    expect(field(xls.body)).toBe('fileName');
    expect((await owner.call('FileParseUploadCustomer', { fileName: 'c.csv', content: 'Name,Phone\nA,0745000001' })).body.rspMsgCd).toBe('MMCP6106');
    expect((await owner.call('FileParseUploadCustomer', { fileName: 'c.csv', content: `${HEADER}\n` })).body.rspMsgCd).toBe('MMCP6105');
    const rows = Array.from({ length: 101 }, (_, i) => `Anna,,Kiza,07461${String(i).padStart(5, '0')}`);
    const many = await owner.call<Refusal>('FileParseUploadCustomer', { fileName: 'c.csv', content: [HEADER, ...rows].join('\n') });
    expect(many.body).toMatchObject({ rspMsgCd: 'MMCP6104', rspMsgInf: 'At most 100 customers per file' });
  });

  it('adds nobody from a file with bad rows, naming each row and field, and keeps it in the history', async () => {
    const content = [
      HEADER,
      'Peter,,Njoroge,0746200001,peter@example.co.ke,M,1990-01-02,,',
      'Mary,,W4ngari,0746200002,,F,,,',
      'John,,Kamau,0722118401,,,,,',
      'Jane,,Achieng,0746200001,,,,,',
      'Ali,,Noor,0711460900,ali@,X,2099-01-01,,',
    ].join('\r\n');
    const res = await owner.call<Refusal & { batchId: string; total: number; errors: { row: number; field: string; message: string; value: string }[] }>(
      'FileParseUploadCustomer',
      { fileName: 'march.csv', content },
    );
    expect(res.body).toMatchObject({ rspMsgCd: 'MMCP6107', rspMsgInf: '4 row(s) have errors. No customer was added.', total: 5 });
    expect(res.body.errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [3, 'lastName', 'Use letters only'],
      [4, 'mobile', 'Mobile Number already exists'],
      [5, 'mobile', 'This mobile number is used twice in the file.'],
      [6, 'mobile', 'Mobile Number already exists'],
      [6, 'email', 'Email format error'],
      [6, 'gender', 'Invalid value'],
      [6, 'birthday', 'The date cannot be in the future.'],
    ]);
    expect((await owner.call<List<Customer>>('QueryCustomers', { keyword: '0746200001' })).body.total).toBe(0);
    const history = await owner.call<List<{ batchId: string; status: string; total: number; added: number; failed: number; errors: unknown[] }>>('BatchUploadCustQueryPage', { limit: 1 });
    expect(history.body.list[0]).toMatchObject({ batchId: res.body.batchId, fileName: 'march.csv', status: 'F', total: 5, added: 0, failed: 4 });
    expect(history.body.list[0]?.errors).toHaveLength(7);
    const audit = await t.database.db.selectFrom('audit_trail').selectAll().where('event', '=', 'CUSTOMER_UPLOAD').where('result', '=', 'F').executeTakeFirstOrThrow();
    expect(audit.detail).toBe('Bulk upload march.csv refused: 4 of 5 rows have errors');
  });

  it('adds every customer of a good file, and shows it in the history beside the demo upload', async () => {
    const content = [HEADER, 'Peter,,Njoroge,0746300001,peter@example.co.ke,m,1990-01-02,,', '"Mary","Wanjiku","Ngari","+254746300002","","F","","2012-12-12","Likes ""sukuma"", greens"'].join('\n');
    const res = await owner.call<{ batchId: string; total: number; added: number }>('FileParseUploadCustomer', { fileName: 'april.csv', content });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMC00000', total: 2, added: 2 });
    const mary = await owner.call<List<Customer>>('QueryCustomers', { keyword: '0746300002' });
    expect(mary.body.list[0]).toMatchObject({ fullName: 'Mary Wanjiku Ngari', anniversary: '20121212', note: 'Likes "sukuma", greens', email: '' });
    const peter = await owner.call<List<Customer>>('QueryCustomers', { keyword: 'peter@example' });
    expect(peter.body.list[0]).toMatchObject({ gender: 'M', birthday: '19900102' });
    const history = await owner.call<List<{ batchId: string; fileName: string; status: string }>>('BatchUploadCustQueryPage', { limit: 100 });
    expect(history.body.list[0]).toMatchObject({ batchId: res.body.batchId, fileName: 'april.csv', status: 'S' });
    expect(history.body.list.at(-1)).toMatchObject({ fileName: 'loyalty-card-holders.csv', status: 'S', added: 12 });
    // The same file again: every mobile is taken now.
    expect((await owner.call('FileParseUploadCustomer', { fileName: 'april.csv', content })).body.rspMsgCd).toBe('MMCP6107');
  });
});

type Failures = List<{ recipientId: string; custId: string; name: string; reasonCode: string; reason: string; attempts: number }> & {
  notice: { noticeId: string; total: number; sent: number; failed: number };
};

describe('sending a message to customers', () => {
  it('sends an SMS through the outbox and lists the failures: a do-not-disturb number and a blacklisted customer', async () => {
    const res = await owner.call<{ noticeId: string; total: number; sent: number; failed: number }>('CustomerNotice', {
      channel: '02',
      custIds: ['cust-demo-01', 'cust-demo-03', 'cust-demo-04'],
      content: 'Weekend offer: 10% off cooking oil.',
    });
    expect(res.body).toMatchObject({ rspMsgCd: 'MMC00000', total: 3, sent: 1, failed: 2 });
    const sms = await t.database.db.selectFrom('outbox').selectAll().where('recipient', '=', '254722118401').where('purpose', '=', 'customers:notice').orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(sms).toMatchObject({ channel: 'sms', body: 'Amani Traders Ltd: Weekend offer: 10% off cooking oil.' });
    expect(await t.database.db.selectFrom('outbox').select('id').where('recipient', 'in', ['254799000001', '254733204417']).where('purpose', '=', 'customers:notice').execute()).toEqual([]);
    const failures = await owner.call<Failures>('QueryCustomerNoticeFailures', { noticeId: res.body.noticeId });
    expect(failures.body.notice).toMatchObject({ total: 3, sent: 1, failed: 2 });
    expect(failures.body.list.map((f) => [f.name, f.reasonCode, f.reason])).toEqual([
      ['Zawadi Chebet', 'MMCP6111', 'The SMS gateway refused this number: it is on the do-not-disturb list.'],
      ['Juma Hassan', 'MMCP6110', 'This customer is blacklisted.'],
    ]);
    const audit = await t.database.db.selectFrom('audit_trail').select('detail').where('event', '=', 'CUSTOMER_MESSAGE').executeTakeFirstOrThrow();
    expect(audit.detail).toBe('Message by SMS to 3 customers: 1 sent, 2 failed');
  });

  it('tries the failures again with the details as they are now', async () => {
    const res = await owner.call<{ noticeId: string }>('CustomerNotice', { channel: '02', custIds: ['cust-demo-03', 'cust-demo-04'], content: 'Karibu tena.' });
    expect((await owner.call('RemoveCustomerBlackList', { custId: 'cust-demo-04' })).body.rspMsgCd).toBe('MMC00000');
    const retry = await owner.call<{ retried: number; sent: number; failed: number }>('RetryCustomerNotice', { noticeId: res.body.noticeId });
    expect(retry.body).toMatchObject({ rspMsgCd: 'MMC00000', retried: 2, sent: 1, failed: 1 });
    const failures = await owner.call<Failures>('QueryCustomerNoticeFailures', { noticeId: res.body.noticeId });
    expect(failures.body.list.map((f) => [f.custId, f.attempts])).toEqual([['cust-demo-03', 2]]);
    expect(failures.body.notice).toMatchObject({ sent: 1, failed: 1 });
    await owner.call('AddCustomerBlackList', { custId: 'cust-demo-04', reason: 'Repeated chargebacks' });
    const audit = await t.database.db.selectFrom('audit_trail').select('detail').where('event', '=', 'CUSTOMER_MESSAGE_RETRY').executeTakeFirstOrThrow();
    expect(audit.detail).toBe('Tried again a message by SMS to 2 customers: 1 sent, 1 failed');
  });

  it('sends an e-mail only where there is an address, and reaches the rest once one is added', async () => {
    const id = await add({ mobile: '0745100700', email: '' });
    const res = await owner.call<{ noticeId: string; sent: number; failed: number }>('CustomerNotice', {
      channel: '01',
      custIds: ['cust-demo-01', id],
      subject: 'Our new opening hours',
      content: 'We now open at 7am.',
    });
    expect(res.body).toMatchObject({ sent: 1, failed: 1 });
    const failures = await owner.call<Failures>('QueryCustomerNoticeFailures', { noticeId: res.body.noticeId });
    expect(failures.body.list.map((f) => f.reasonCode)).toEqual(['MMCP6109']);
    await owner.call('EditCustomer', { ...form({ mobile: '0745100700', email: 'grace2@example.co.ke' }), custId: id });
    const retry = await owner.call<{ sent: number; failed: number }>('RetryCustomerNotice', { noticeId: res.body.noticeId, recipientIds: [failures.body.list[0]!.recipientId] });
    expect(retry.body).toMatchObject({ sent: 1, failed: 0 });
    const mail = await t.database.db.selectFrom('outbox').selectAll().where('recipient', '=', 'grace2@example.co.ke').executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ channel: 'email', subject: 'Our new opening hours' });
    expect(mail.body).toContain('We now open at 7am.');
    const again = await owner.call<Refusal>('RetryCustomerNotice', { noticeId: res.body.noticeId });
    expect(again.body).toMatchObject({ rspMsgCd: 'MMCP6116', rspMsgInf: 'Nothing to try again: every message went out.' });
  });

  it('sends in-app to a customer with the wallet app and fails the others', async () => {
    const res = await owner.call<{ noticeId: string; sent: number; failed: number }>('CustomerNotice', { channel: '03', custIds: ['cust-demo-02', 'cust-demo-01'], subject: 'Thank you', content: 'Thank you for shopping with us.' });
    expect(res.body).toMatchObject({ sent: 1, failed: 1 });
    const note = await t.database.db.selectFrom('notifications').selectAll().where('title', '=', 'Thank you').executeTakeFirstOrThrow();
    expect(note).toMatchObject({ body: 'Thank you for shopping with us.', merchant_id: null });
    const failures = await owner.call<Failures>('QueryCustomerNoticeFailures', { noticeId: res.body.noticeId });
    expect(failures.body.list.map((f) => [f.custId, f.reasonCode])).toEqual([['cust-demo-01', 'MMCP6113']]);
  });

  it('refuses a message without customers, content, an e-mail subject, or with a customer not in the book', async () => {
    const none = await owner.call<Refusal>('CustomerNotice', { channel: '02', custIds: [], content: 'Hi' });
    expect(none.body.fieldErrors?.[0]).toEqual({ field: 'custIds', message: 'Choose at least one customer.' });
    expect(field((await owner.call<Refusal>('CustomerNotice', { channel: '02', custIds: ['cust-demo-01'], content: ' ' })).body)).toBe('content');
    const subject = await owner.call<Refusal>('CustomerNotice', { channel: '01', custIds: ['cust-demo-01'], content: 'Hi' });
    expect(subject.body.fieldErrors?.[0]).toEqual({ field: 'subject', message: 'Enter the subject of the e-mail.' });
    expect(field((await owner.call<Refusal>('CustomerNotice', { channel: '04', custIds: ['cust-demo-01'], content: 'Hi' })).body)).toBe('channel');
    const stranger = await owner.call<Refusal>('CustomerNotice', { channel: '02', custIds: ['cust-demo-01', 'nobody'], content: 'Hi' });
    expect(stranger.body.rspMsgCd).toBe('MMCP6101');
    expect(field(stranger.body)).toBe('custIds.1');
    const many = await owner.call<Refusal>('CustomerNotice', { channel: '02', custIds: Array.from({ length: 101 }, (_, i) => `c${i}`), content: 'Hi' });
    expect(many.body.fieldErrors?.[0]).toEqual({ field: 'custIds', message: 'Up to 100 customers per message' });
    expect((await owner.call('QueryCustomerNoticeFailures', { noticeId: 'nobody' })).body.rspMsgCd).toBe('MMCP6115');
    expect((await owner.call('RetryCustomerNotice', { noticeId: 'nobody' })).body.rspMsgCd).toBe('MMCP6115');
  });

  it('lists the messages sent, newest first, the demo SMS among them', async () => {
    const res = await owner.call<List<{ noticeId: string; channel: string; sent: number; failed: number; content: string }>>('QueryCustomerNoticeList', { limit: 100 });
    expect(res.body.list.at(-1)).toMatchObject({ noticeId: 'cust-notice-demo-01', channel: '02', sent: 3, failed: 2 });
    expect(res.body.total).toBeGreaterThanOrEqual(5);
  });
});

describe('finding the customer of a sale', () => {
  it('finds a customer of the current book by id or by phone, and nobody outside it', async () => {
    const db = t.database.db;
    expect(await customerForSale(db, 'merc-demo', 'store-westlands', { phone: '0722118401' })).toMatchObject({ custId: 'cust-demo-01', fullName: 'Amina Wairimu Otieno', mobile: '254722118401' });
    expect(await customerForSale(db, 'merc-demo', 'store-main', { custId: 'cust-demo-04' })).toMatchObject({ fullName: 'Juma Hassan' });
    expect(await customerForSale(db, 'merc-demo', 'store-main', { phone: '0799999999' })).toBeNull();
    expect(await customerForSale(db, 'merc-other', 'store-main', { custId: 'cust-demo-01' })).toBeNull();
    expect(await customerForSale(db, 'merc-demo', 'store-main', {})).toBeNull();
  });
});

describe('the blacklist', () => {
  it('adds a customer to the blacklist and removes them, refusing a second time each way', async () => {
    const id = await add({ mobile: '0745100800' });
    const bad = await owner.call<Refusal>('AddCustomerBlackList', { custId: id, reason: '拒付' });
    expect(bad.body.fieldErrors?.[0]?.field).toBe('reason');
    expect((await owner.call('AddCustomerBlackList', { custId: id, reason: 'Bounced cheque' })).body.rspMsgCd).toBe('MMC00000');
    expect((await owner.call<Customer>('QueryCustomerDetail', { custId: id })).body).toMatchObject({ blackFlg: 'Y', blackReason: 'Bounced cheque' });
    const twice = await owner.call<Refusal>('AddCustomerBlackList', { custId: id });
    expect(twice.body).toMatchObject({ rspMsgCd: 'MMCP6119', rspMsgInf: 'This customer is already blacklisted.' });
    const sms = await owner.call<{ sent: number; failed: number }>('CustomerNotice', { channel: '02', custIds: [id], content: 'Hi' });
    expect(sms.body).toMatchObject({ sent: 0, failed: 1 });
    expect((await owner.call('RemoveCustomerBlackList', { custId: id })).body.rspMsgCd).toBe('MMC00000');
    expect((await owner.call<Customer>('QueryCustomerDetail', { custId: id })).body).toMatchObject({ blackFlg: 'N', blackReason: '', blackAt: '' });
    const again = await owner.call<Refusal>('RemoveCustomerBlackList', { custId: id });
    expect(again.body).toMatchObject({ rspMsgCd: 'MMCP6120', rspMsgInf: 'This customer is not on the blacklist.' });
    const events = await t.database.db.selectFrom('audit_trail').select('event').where('event', 'in', ['CUSTOMER_BLACKLIST', 'CUSTOMER_UNBLACKLIST']).where('detail', 'like', '%Grace%').execute();
    expect(events.map((e) => e.event).sort()).toEqual(['CUSTOMER_BLACKLIST', 'CUSTOMER_UNBLACKLIST']);
  });
});

describe('customer books per store', () => {
  it('gives a store that keeps its own customers its own book', async () => {
    const now = nowIso();
    await t.database.db.insertInto('stores').values({ id: 'store-cust-own', merchant_id: 'merc-demo', store_no: '990001', name: 'Kisumu Kiosk', head_office: 'N', status: 'N', storefront: '0', push_flag: 'N', address: null, created_at: now }).execute();
    const switched = await owner.call('ChangeStore', { storeId: 'store-cust-own' });
    expect(switched.body.rspMsgCd).toBe('MMC00000');
    expect((await owner.call<List<Customer>>('QueryCustomers')).body.total).toBe(0);
    expect((await owner.call('AddCustomers', form({ mobile: '0722118401' }))).body.rspMsgCd).toBe('MMC00000');
    expect((await owner.call('ChangeStore', { storeId: 'store-main' })).body.rspMsgCd).toBe('MMC00000');
    expect((await owner.call<List<Customer>>('QueryCustomers', { keyword: '0722118401' })).body.list.map((c) => c.custId)).toEqual(['cust-demo-01']);
  });
});
