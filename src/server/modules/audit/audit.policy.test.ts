import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allActions } from '../index';
import { changesJson, isSecretField } from './audit.changes';
import { isReadOnlyAction, mustAudit, READ_ONLY_ACTIONS, UNAUDITED_WRITES, WRITES_DESPITE_READ_NAME } from './audit.policy';

const names = new Set(allActions.map((a) => a.contract.name));
/** Spec names an area may register later (docs/spec-action-names.txt) may be classified ahead. */
const specNames = new Set(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../../docs/spec-action-names.txt'), 'utf8').split('\n').map((l) => l.trim()),
);

describe('the audit policy (docs/areas/audit.md)', () => {
  it('names only registered actions in its lists, so none goes stale', () => {
    const listed = [...READ_ONLY_ACTIONS, ...Object.keys(UNAUDITED_WRITES), ...WRITES_DESPITE_READ_NAME];
    const unknown = listed.filter((n) => !names.has(n) && !specNames.has(n));
    expect(unknown).toEqual([]);
  });

  it('gives every unaudited write a reason and never calls a read a write', () => {
    for (const [name, reason] of Object.entries(UNAUDITED_WRITES)) expect(reason.length, name).toBeGreaterThan(10);
    for (const name of READ_ONLY_ACTIONS) expect(mustAudit(name), name).toBe(false);
  });

  it('treats the known state changes of every area as audited', () => {
    const writes = [
      'WebUpdateProfile', 'ChangeMobileNumber', 'ChangeEmail', 'MerchantModifyPassword', 'UnbindTrustDevice', 'ChangeStore', 'updateStoreFront',
      'SetUpBusiness', 'WebUpdateBusinessInfo', 'ApprovalMerOperation', 'AddStakeholder', 'UpdStakeholderSts', 'DelStakeholder', 'ResendStakeholderInvite',
      'UpdateSubBusinessInfo', 'AddBeneficiary', 'UpdateBeneficiary', 'DeleteBeneficiary', 'AddBeneficiaryGroup', 'UpdateBeneficiaryGroup',
      'DeleteBeneficiaryGroup', 'SubscriptionPayment', 'AddPaymentMobile', 'DeletePaymentMobile', 'Topup', 'TransferPay', 'TransferManyPay', 'Withdraw',
      'RequestPay', 'GenerateCode', 'ClosePaymentCode', 'EnablePaymentCode', 'UpdMercGlobalSetInfo', 'MerchantLogin', 'LoginOut',
    ].filter((n) => names.has(n));
    expect(writes.filter((n) => !mustAudit(n))).toEqual([]);
  });

  it('reads the spec names of reads as reads', () => {
    for (const name of ['QryAuditTrailList', 'QueryOperatorList', 'GetDevice', 'QryMercGlobalSetInfo', 'QueryStoreList', 'getNav', 'CommonDictionary', 'ExportAuditTrail', 'StatisGoodsOrder', 'StatisticsTransAmount']) {
      expect(isReadOnlyAction(name), name).toBe(true);
    }
  });
});

describe('an action that pre-orders on one call and pays on another', () => {
  it('leaves no row for the pre-order and audits the paying call', () => {
    expect(mustAudit('CreateUtilityBillOrder', { biller: 'KPLC', amount: 100 })).toBe(false);
    expect(mustAudit('CreateUtilityBillOrder', { biller: 'KPLC', amount: 100, authTxCode: 'A1' })).toBe(true);
  });

  it('leaves no row for the quote that asks for the PIN of a standing order or regular bill, and audits the call with it', () => {
    for (const name of ['CreateStandingOrder', 'CreateBillPlan', 'EditStandingOrder', 'EditBillPlan']) {
      expect(mustAudit(name, { amount: 100, requestId: 'web-1' }), name).toBe(false);
      expect(mustAudit(name, { amount: 100, requestId: 'web-1', authTxCode: 'A1' }), name).toBe(true);
    }
  });
});

describe('changesJson', () => {
  it('keeps the changed fields only', () => {
    expect(JSON.parse(changesJson({ a: 1, b: 'x' }, { a: 2, b: 'x' })!)).toEqual({ before: { a: 1 }, after: { a: 2 } });
    expect(changesJson({ a: 1 }, { a: 1 })).toBeNull();
  });

  it('keeps an addition or a removal whole', () => {
    expect(JSON.parse(changesJson(null, { name: 'Mary' })!)).toEqual({ before: null, after: { name: 'Mary' } });
    expect(JSON.parse(changesJson({ name: 'Mary' }, undefined)!)).toEqual({ before: { name: 'Mary' }, after: null });
  });

  it('drops secrets and masks card numbers', () => {
    for (const f of ['password', 'oldPassword', 'pin', 'newPin', 'pin_hash', 'otp', 'smsCode', 'authTxCode', 'x-session-token', 'inviteCode', 'cvv']) {
      expect(isSecretField(f), f).toBe(true);
    }
    for (const f of ['kraPin', 'name', 'phone', 'shipping', 'receiveCode']) expect(isSecretField(f), f).toBe(false);
    expect(JSON.parse(changesJson(null, { card: '4111-1111-1111-1234' })!).after).toEqual({ card: '****1234' });
  });
});
