import type { MenuNode } from '../../../../shared/actions/menu';
import { type KycDialog, type KycState, kycGate, type MatrixRow } from '../../../../shared/rules/kyc';

/** Why a page or an action is closed to the business, and so which dialog explains it. */
export type Gate = { kind: 'subscription' } | { kind: 'kyc'; dialog: KycDialog };

export const SUBSCRIPTION_CODE = 'MMCP3211';
export const KYC_CODE = 'MMCP3210';

const KYC_DIALOGS: readonly KycDialog[] = [
  'noBusiness',
  'ownerKycFailed',
  'ownerKycPending',
  'complete',
  'inProgress',
  'unable',
];

export interface TransferMatrix extends KycState {
  list: (MatrixRow & { transTypId: string })[];
}

/** Whether an entry needs the matrix before it may open (it carries a transaction type). */
export function needsMatrix(node: Pick<MenuNode, 'transTypId'>): boolean {
  return Boolean(node.transTypId);
}

/**
 * The gate of a menu entry (spec 000 sections 2 and 4): a subscription-only entry needs an active
 * plan (planFlag Y); an entry with a transaction type needs the KYC matrix to allow the business's
 * level. null: the entry opens.
 */
export function entryGate(
  node: Pick<MenuNode, 'transTypId' | 'subscription'>,
  planFlag: string | null | undefined,
  matrix: TransferMatrix | null,
): Gate | null {
  if (node.subscription && planFlag === 'N') return { kind: 'subscription' };
  if (!node.transTypId || !matrix) return null;
  const row = matrix.list.find((r) => r.transTypId === node.transTypId);
  const dialog = kycGate(row, matrix);
  return dialog ? { kind: 'kyc', dialog } : null;
}

/** The gate a server refusal names: MMCP3211 (no plan) or MMCP3210 with its kycDialog. */
export function gateOfRefusal(code: string, envelope: Record<string, unknown> | null): Gate | null {
  if (code === SUBSCRIPTION_CODE) return { kind: 'subscription' };
  if (code !== KYC_CODE) return null;
  const dialog = envelope?.kycDialog;
  return typeof dialog === 'string' && (KYC_DIALOGS as readonly string[]).includes(dialog)
    ? { kind: 'kyc', dialog: dialog as KycDialog }
    : { kind: 'kyc', dialog: 'unable' };
}
