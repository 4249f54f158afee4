import { APPROVAL_ROLES, APPROVAL_STATUSES, MANDATE_TX_TYPES, MANDATE_TYPES, RULE_TYPES, isMandateTxType } from '../../../shared/dict/approvals';

const entries = (o: Record<string, string>) => Object.entries(o).map(([code, name]) => ({ code, name }));

/** CommonDictionary's mandate and approval lists (dictType → list). */
export const APPROVAL_DICTS = {
  mandateTxType: () => Object.entries(MANDATE_TX_TYPES).map(([code, t]) => ({ code, name: t.name })),
  mandateSubType: (parent?: string) =>
    Object.entries(MANDATE_TX_TYPES)
      .filter(([code]) => !parent || (isMandateTxType(parent) && code === parent))
      .flatMap(([, t]) => entries(t.subtypes)),
  mandateType: () => entries(MANDATE_TYPES),
  ruleType: () => entries(RULE_TYPES),
  approvalRole: () => entries(APPROVAL_ROLES),
  approvalStatus: () => entries(APPROVAL_STATUSES),
};
