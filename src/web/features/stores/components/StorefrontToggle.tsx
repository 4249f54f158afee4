import { App, Flex, Switch } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFunctions } from '../../../app/guards/permissions';
import { useConfirm } from '../../../app/overlay/useConfirm';
import { useStorefront, useUpdateStorefront } from '../api';

/** Store manage (ARCHITECTURE.md section 4: Store 2001 view, 2002 manage). */
export const STORE_MANAGE_FUNC = '2002';

/** Opens or closes the current store's storefront, after a confirmation (spec 000 section 4). */
export function StorefrontToggle() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const { has } = useFunctions();
  const storefront = useStorefront();
  const update = useUpdateStorefront();
  const asking = useRef(false);

  // Refused (or no store): nothing to show. Loading (a store change): stay in place, busy.
  if (storefront.isError || (!storefront.data && !storefront.isFetching)) return null;
  const open = storefront.data?.mshpSts === '1';

  const onChange = async (next: boolean) => {
    if (asking.current) return;
    asking.current = true;
    const ok = await confirm({
      title: next ? t('shell.confirmOpenStorefront') : t('shell.confirmCloseStorefront'),
      danger: !next,
    }).finally(() => {
      asking.current = false;
    });
    if (!ok) return;
    update.mutate(next ? '1' : '0', {
      onSuccess: (out) => {
        void message.success(
          out.mshpSts === '1' ? t('shell.storefrontOpened') : t('shell.storefrontClosedDone'),
        );
      },
    });
  };

  return (
    <Flex align="center" gap={8}>
      <span aria-hidden>{t('shell.storefront')}</span>
      <Switch
        aria-label={t('shell.storefront')}
        checked={open}
        checkedChildren={t('shell.storefrontOpen')}
        unCheckedChildren={t('shell.storefrontClosed')}
        loading={update.isPending || !storefront.data}
        disabled={!has(STORE_MANAGE_FUNC) || !storefront.data}
        onChange={(next) => void onChange(next)}
      />
    </Flex>
  );
}
