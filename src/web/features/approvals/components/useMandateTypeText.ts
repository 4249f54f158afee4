import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MANDATE_TX_TYPES, isMandateTxType } from '../../../../shared/dict/approvals';
import { useChannelLabel } from '../../beneficiary/components/useChannelLabel';

/**
 * A mandate's transaction type and subtype by their codes, in the UI language: transfers and
 * standing orders name the channel (with the wallet's brand), bills the utility kind, a withdrawal
 * to the bank 'Bank (EFT)', a transfer to many its own words. The server's English names are not
 * shown.
 */
export function useMandateTypeText() {
  const { t } = useTranslation();
  const channelLabel = useChannelLabel();
  const txType = useCallback((txTyp: string) => t(`approvals.txType.${txTyp}`, { defaultValue: txTyp }), [t]);
  const subType = useCallback(
    (txTyp: string, subTyp: string | null): string | null => {
      if (!subTyp) return null;
      if (txTyp === '02') return t(`bills.kind.${subTyp}`, { defaultValue: subTyp });
      if (subTyp === 'MT' || (txTyp === '04' && subTyp === '41')) return t(`approvals.subType.${subTyp}`);
      return channelLabel(subTyp);
    },
    [t, channelLabel],
  );
  /** The transaction types as select options. */
  const txTypeOptions = Object.keys(MANDATE_TX_TYPES).map((code) => ({ value: code, label: txType(code) }));
  /** The subtypes of a transaction type as select options. */
  const subTypeOptions = (txTyp: string | undefined) =>
    txTyp && isMandateTxType(txTyp) ? Object.keys(MANDATE_TX_TYPES[txTyp].subtypes).map((code) => ({ value: code, label: subType(txTyp, code) ?? code })) : [];
  return { txType, subType, txTypeOptions, subTypeOptions };
}
