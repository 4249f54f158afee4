import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBeneficiaryChannels } from '../api';

/** A channel code as its name in the UI language, with the wallet's brand for {product}. */
export function useChannelLabel(): (rcvCnl: string) => string {
  const { t } = useTranslation();
  const channels = useBeneficiaryChannels();
  const product = channels.data?.product ?? '';
  const list = channels.data?.list;
  return useCallback(
    (rcvCnl: string) =>
      t(`beneficiary.channel.${rcvCnl}`, {
        product,
        defaultValue: list?.find((c) => c.rcvCnl === rcvCnl)?.label ?? rcvCnl,
      }),
    [t, product, list],
  );
}
