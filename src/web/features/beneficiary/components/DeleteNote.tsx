import { Alert, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { listWords } from '../../../i18n';
import { useBeneficiary } from '../api';

/**
 * What the delete confirmation of a beneficiary says: it leaves its groups; and, when standing
 * orders pay the same payee, that they keep paying it (they hold the payee's own fields), named.
 */
export function DeleteNote({ bnfUsrNo }: { bnfUsrNo: string }) {
  const { t } = useTranslation();
  const detail = useBeneficiary(bnfUsrNo);
  const orders = detail.data?.standingOrders ?? [];
  return (
    <Flex vertical gap={12}>
      <Typography.Text>{t('beneficiary.list.deleteNote')}</Typography.Text>
      {detail.isPending ? (
        <Skeleton.Input active size="small" block />
      ) : orders.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          message={t('beneficiary.list.standingOrders', { count: orders.length, names: listWords(orders.map((o) => `“${o.name}”`)) })}
        />
      ) : null}
    </Flex>
  );
}
