import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allActions } from './index';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SPEC_DIR = path.resolve(ROOT, '../shared/spec');

/** Actions that are ours, not the spec's, each with the reason (documented in docs/protocol.md). */
const DOCUMENTED_ADDITIONS: Record<string, string> = {
  QryStakeholderList: 'the spec names the stakeholder screens but not their actions',
  AddStakeholder: 'the spec names the stakeholder screens but not their actions',
  UpdStakeholderSts: 'block and unblock a stakeholder',
  DelStakeholder: 'delete a stakeholder',
  ResendStakeholderInvite: 'send a new invitation code',
  QueryBeneficiaryDetail: 'the spec lists beneficiary detail among the transfer actions without a name',
  AddBeneficiary: 'the spec lists adding a beneficiary without naming the action',
  UpdateBeneficiary: 'the spec lists amending a beneficiary without naming the action',
  DeleteBeneficiary: 'the spec lists deleting a beneficiary without naming the action',
  QueryBeneficiaryChannels: 'the channels a payee can be added on, with labels and whether supported (spec: channels)',
  CheckBeneficiaryName: "the spec's beneficiary name check: answers the payee's registered name",
  QueryBeneficiaryGroupList: 'the spec names beneficiary groups (add, amend, delete) but not their actions',
  QueryBeneficiaryGroupDetail: 'a group with its members, for the amend group screen',
  AddBeneficiaryGroup: 'add a beneficiary group',
  UpdateBeneficiaryGroup: 'rename a beneficiary group and set its members',
  DeleteBeneficiaryGroup: 'delete a beneficiary group',
  TransferPreOrder: "the spec's transfer pre-order (named only as 'pre-order'): checks the payee and amount, answers the charges and authTxCode",
  TransferPay: "the spec's transfer pay step (named only as 'pay'): sends the order after the PIN",
  CancelTransferOrder: "the spec's transfer cancel (named only as 'cancel'): an order still waiting for the PIN",
  QueryTransferOrderDetail: "the spec's transfer order detail (named only as 'order detail'), for /finance/transfer/details",
  TransferManyPreOrder: 'transfer to many (spec: Transfer to many; ApprovalTransferManyPay implies a TransferManyPay): the orders of a batch and one authTxCode',
  TransferManyPay: 'pays a transfer-to-many batch under its one PIN authorization',
  QryWalletTransList: "the business's latest money orders on /home (spec: wallet/transactions, names not shown)",
  QryWalletDailyFlow: 'money in and out per day for the /home chart (spec: monthly statistic, name not shown)',
  QueryWithdrawAccounts: "where a withdrawal can go: the business's bank account and M-PESA numbers (spec names none)",
  WithdrawPreOrder: 'the pre-order of a withdrawal (/home/withdraw; the spec names no withdraw actions)',
  Withdraw: 'the pay step of a withdrawal after the PIN (the spec names no withdraw actions)',
  SimulateCodePayment: 'simulator only: a customer pays a receive code through M-PESA, for local demos',
  QueryPesalinkRegistration: "the spec lists 'pesalink registration' under settlement without naming its actions: the business's registration",
  RegisterPesalink: 'register a phone for PesaLink to the bank account on file, confirmed with the PIN',
  DeregisterPesalink: 'deregister the PesaLink phone, confirmed with the PIN',
};

function filesUnder(dir: string, suffix: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith(suffix)).map((f) => path.join(dir, f));
}

describe('the action registry', () => {
  const names = allActions.map((a) => a.contract.name);

  it('registers each action once', () => {
    expect(names.length).toBe(new Set(names).size);
  });

  // The specification sits beside the repository; docs/spec-action-names.txt keeps its names for
  // a clone that has no spec beside it (CI's).
  const namesFile = fs.readFileSync(path.join(ROOT, 'docs/spec-action-names.txt'), 'utf8');

  it('uses only the spec names or documented additions', () => {
    const spec = fs.existsSync(SPEC_DIR) ? fs.readdirSync(SPEC_DIR).map((f) => fs.readFileSync(path.join(SPEC_DIR, f), 'utf8')).join('\n') : namesFile;
    const unknown = names.filter((n) => !DOCUMENTED_ADDITIONS[n] && !new RegExp(`\\b${n}\\b`).test(spec));
    expect(unknown).toEqual([]);
  });

  it('keeps every spec name it uses in docs/spec-action-names.txt, for a clone without the spec', () => {
    const listed = new Set(namesFile.split('\n').map((l) => l.trim()));
    const missing = names.filter((n) => !DOCUMENTED_ADDITIONS[n] && !listed.has(n));
    expect(missing).toEqual([]);
  });

  it('has an API test that calls every action', () => {
    const tests = filesUnder(path.join(ROOT, 'src/server'), '.api.test.ts').map((f) => fs.readFileSync(f, 'utf8')).join('\n');
    const untested = names.filter((n) => !tests.includes(`'${n}'`));
    expect(untested).toEqual([]);
  });
});
