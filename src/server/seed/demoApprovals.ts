import type { Kysely } from 'kysely';
import { formatMoney } from '../../shared/format/money';
import type { Database } from '../db/schema';
import { newId, nowIso, toNairobi14 } from '../db/util';
import { chargesFor } from '../ledger/fees';
import { moneyOrderRow, newOrderNo } from '../modules/money/orders';

/**
 * The demo business's maker-checker (docs/areas/approvals.md): two authorizers (staff usernames
 * approver1 and approver2, role 'Authorizer'), a sequential mandate on transfers to M-PESA mobile
 * from KES 20,000 (initiators the owner and the admin, Faith then Samuel approve, the admin
 * views), and one transfer the owner made that waits for Faith.
 */
const KES = 100;

export const DEMO_APPROVALS = {
  roleId: 'role-demo-authorizer',
  approver1: { id: 'person-approver-1', username: 'approver1' },
  approver2: { id: 'person-approver-2', username: 'approver2' },
  mandateId: 'mandate-demo-transfers',
  mandateNo: 'MD202601010000001',
  threshold: 20_000 * KES,
} as const;

/** Approve transactions (3702) and see the wallet (45). */
const AUTHORIZER_FUNCTIONS = ['3702', '45'];

export async function seedDemoApprovals(
  db: Kysely<Database>,
  demo: { merchantId: string; ownerId: string; adminId: string; passwordHash: string; pinHash: string; created: string },
): Promise<void> {
  const { merchantId, ownerId, adminId, created } = demo;
  await db.insertInto('roles').values({ id: DEMO_APPROVALS.roleId, merchant_id: merchantId, code: 'AUTHORIZER', name: 'Authorizer', is_system: 'N', created_at: created }).execute();
  await db
    .insertInto('role_functions')
    .values(AUTHORIZER_FUNCTIONS.map((func_no) => ({ role_id: DEMO_APPROVALS.roleId, func_no })))
    .execute();
  const people = [
    { id: DEMO_APPROVALS.approver1.id, user_no: '100200300571', username: DEMO_APPROVALS.approver1.username, first_name: 'Faith', last_name: 'Chebet' },
    { id: DEMO_APPROVALS.approver2.id, user_no: '100200300572', username: DEMO_APPROVALS.approver2.username, first_name: 'Samuel', last_name: 'Kiprono' },
  ];
  await db
    .insertInto('persons')
    .values(
      people.map((p) => ({
        ...p,
        phone: null,
        email: null,
        password_hash: demo.passwordHash,
        pin_hash: demo.pinHash,
        status: 'A',
        last_merchant_id: merchantId,
        last_login_at: null,
        created_at: created,
        new_device_otp: 'N',
        email_verified: 'N',
        id_upload_flag: 'N',
        peleza_status: null,
        kyc_status: null,
        id_type: null,
        id_no: null,
      })),
    )
    .execute();
  await db
    .insertInto('memberships')
    .values(people.map((p) => ({ id: newId(), person_id: p.id, merchant_id: merchantId, role_id: DEMO_APPROVALS.roleId, designation: null, status: 'A', created_at: created })))
    .execute();

  await db
    .insertInto('mandates')
    .values({
      id: DEMO_APPROVALS.mandateId,
      merchant_id: merchantId,
      mandate_no: DEMO_APPROVALS.mandateNo,
      tx_typ: '01',
      sub_typ: '44',
      limit_from: DEMO_APPROVALS.threshold,
      limit_to: null,
      mandate_typ: '1',
      rule_typ: '0',
      status: 'A',
      created_by: ownerId,
      created_at: created,
      updated_at: created,
    })
    .execute();
  const members = [
    { person_id: ownerId, role_typ: '0', seq: 1 },
    { person_id: adminId, role_typ: '0', seq: 2 },
    { person_id: DEMO_APPROVALS.approver1.id, role_typ: '1', seq: 1 },
    { person_id: DEMO_APPROVALS.approver2.id, role_typ: '1', seq: 2 },
    { person_id: adminId, role_typ: '2', seq: 1 },
  ];
  await db
    .insertInto('mandate_members')
    .values(members.map((m) => ({ id: newId(), mandate_id: DEMO_APPROVALS.mandateId, merchant_id: merchantId, ...m })))
    .execute();

  // The owner's transfer to John Otieno, PIN given, waiting for Faith (nothing reserved while it waits).
  const now = nowIso();
  const amount = 30_000 * KES;
  const charges = chargesFor('110', '44', amount);
  const orderId = 'order-demo-held';
  const ordNo = newOrderNo();
  await db
    .insertInto('money_orders')
    .values(
      moneyOrderRow({
        id: orderId,
        merchant_id: merchantId,
        person_id: ownerId,
        ord_no: ordNo,
        ord_typ: '20',
        trans_typ_id: '110',
        direction: 'out',
        rail: 'mpesa',
        channel: '44',
        amount,
        fee: charges.fee,
        excise: charges.excise,
        vat: charges.vat,
        status: 'W',
        request_id: 'demo-held-transfer',
        counterparty_name: 'John Otieno',
        counterparty_phone: '254733000222',
        beneficiary_id: 'bnf-demo-john',
        remarks: 'Stock for December',
        details: JSON.stringify({ payout: { kind: 'phone', msisdn: '254733000222' }, collect: null }),
        created_at: now,
        updated_at: now,
      }),
    )
    .execute();
  const approvalId = 'approval-demo-held';
  await db
    .insertInto('approvals')
    .values({
      id: approvalId,
      merchant_id: merchantId,
      store_id: null,
      approval_no: `AP${toNairobi14(now)}000001`,
      kind: 'order',
      ref_id: orderId,
      ord_no: ordNo,
      tx_typ: '01',
      sub_typ: '44',
      amount,
      summary: `${formatMoney(amount)} to John Otieno (M-PESA mobile)`,
      summary_code: 'APPROVAL_SUMMARY_TO',
      summary_params: JSON.stringify({ amount: formatMoney(amount), payee: 'John Otieno' }),
      fingerprint: `order:20:44:254733000222::${amount}`,
      mandate_id: DEMO_APPROVALS.mandateId,
      mandate_typ: '1',
      required: 2,
      approved: 0,
      initiator_id: ownerId,
      status: 'P',
      stage: '00',
      executed: 'N',
      result_desc: null,
      version: 0,
      created_at: now,
      updated_at: now,
      finished_at: null,
    })
    .execute();
  await db
    .insertInto('approval_steps')
    .values([DEMO_APPROVALS.approver1.id, DEMO_APPROVALS.approver2.id].map((person_id, i) => ({ id: newId(), approval_id: approvalId, merchant_id: merchantId, seq: i + 1, person_id, status: 'W', reason: null, decided_at: null })))
    .execute();
  await db.insertInto('approval_events').values({ id: newId(), approval_id: approvalId, stage: '00', person_id: ownerId, reason: null, created_at: now }).execute();
}
