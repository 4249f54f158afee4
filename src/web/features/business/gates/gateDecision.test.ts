import { describe, expect, it } from 'vitest';
import { entryGate, gateOfRefusal, needsMatrix, type TransferMatrix } from './gateDecision';

const matrix = (over: Partial<TransferMatrix> = {}): TransferMatrix => ({
  businessSetupStatus: 'Y',
  kycLevel: '00',
  kycSts: '01',
  pelezaSts: '00',
  list: [
    { transTypId: '101', kycZeroFlg: 'Y', kycOneFlg: 'Y', kycTwoFlg: 'Y' },
    { transTypId: '110', kycZeroFlg: 'N', kycOneFlg: 'Y', kycTwoFlg: 'Y' },
  ],
  ...over,
});

const entry = (transTypId: string | null, subscription = false) => ({ transTypId, subscription });

describe('entryGate', () => {
  it('opens an entry without a transaction type or subscription', () => {
    expect(entryGate(entry(null), 'N', null)).toBeNull();
  });

  it('asks for a plan when a subscription entry is opened without one', () => {
    expect(entryGate(entry(null, true), 'N', null)).toEqual({ kind: 'subscription' });
    expect(entryGate(entry(null, true), 'Y', null)).toBeNull();
  });

  it('opens a transaction type the level allows', () => {
    expect(entryGate(entry('101'), 'Y', matrix())).toBeNull();
  });

  it('shows the in-progress dialog when the level is too low and KYC is pending', () => {
    expect(entryGate(entry('110'), 'Y', matrix())).toEqual({ kind: 'kyc', dialog: 'inProgress' });
  });

  it('shows the complete-your-details dialog when KYC failed', () => {
    expect(entryGate(entry('110'), 'Y', matrix({ kycSts: '00' }))).toEqual({ kind: 'kyc', dialog: 'complete' });
  });

  it('shows the unable dialog when KYC passed but the level still does not allow it', () => {
    expect(entryGate(entry('110'), 'Y', matrix({ kycSts: '02' }))).toEqual({ kind: 'kyc', dialog: 'unable' });
  });

  it('shows the owner KYC dialogs by the identity check', () => {
    expect(entryGate(entry('110'), 'Y', matrix({ pelezaSts: '01' }))).toEqual({ kind: 'kyc', dialog: 'ownerKycFailed' });
    expect(entryGate(entry('110'), 'Y', matrix({ pelezaSts: '03' }))).toEqual({ kind: 'kyc', dialog: 'ownerKycPending' });
  });

  it('shows the no-business dialog before anything else', () => {
    expect(entryGate(entry('101'), 'Y', matrix({ businessSetupStatus: 'N' }))).toEqual({
      kind: 'kyc',
      dialog: 'noBusiness',
    });
  });

  it('needs the matrix only for entries with a transaction type', () => {
    expect(needsMatrix(entry('110'))).toBe(true);
    expect(needsMatrix(entry(null, true))).toBe(false);
  });
});

describe('gateOfRefusal', () => {
  it('reads the subscription refusal', () => {
    expect(gateOfRefusal('MMCP3211', null)).toEqual({ kind: 'subscription' });
  });

  it('reads the KYC refusal with its dialog', () => {
    expect(gateOfRefusal('MMCP3210', { kycDialog: 'ownerKycPending' })).toEqual({
      kind: 'kyc',
      dialog: 'ownerKycPending',
    });
  });

  it('ignores other codes', () => {
    expect(gateOfRefusal('MMCP3207', null)).toBeNull();
  });
});
