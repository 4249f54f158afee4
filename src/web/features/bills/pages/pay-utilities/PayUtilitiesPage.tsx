import { Button, Flex, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { billerByCode } from '../../../../../shared/dict/bills';
import { PageCard } from '../../../../components/PageCard';
import { readPage, readText, toSearch } from '../../../../components/urlParams';
import { BillResult } from './BillResult';
import { HistoryTab } from './HistoryTab';
import { PayFlow } from './PayFlow';

/**
 * /finance/payUtilities (function 04, type 125): pay a bill or buy airtime in four steps
 * (information, payment, confirm with the PIN, result), and the history. A saved account opens it
 * filled in (`?biller=…&account=…&package=…`); the result is `?ordNo=…` and the history `?tab=history`, so
 * both survive a reload.
 */
export default function PayUtilitiesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'history' ? 'history' : 'pay';
  const ordNo = readText(params, 'ordNo', 40);
  const kind = readText(params, 'kind', 2);
  const page = readPage(params);
  const [prefill] = useState(() => {
    const biller = billerByCode(readText(params, 'biller', 40));
    return biller ? { utilityKind: biller.kind, biller: biller.code, accountNo: readText(params, 'account', 20), packageCode: readText(params, 'package', 40) } : {};
  });
  const [attempt, setAttempt] = useState(0);

  return (
    <PageCard
      title={t('bills.title')}
      extra={
        <Flex gap={8}>
          <Button onClick={() => navigate('/finance/payUtilities/accountManage/index')}>{t('bills.links.accounts')}</Button>
          <Button onClick={() => navigate('/finance/payUtilities/regularBill/index')}>{t('bills.links.plans')}</Button>
        </Flex>
      }
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(toSearch({ tab: key === 'history' ? 'history' : undefined }))}
        items={[
          {
            key: 'pay',
            label: t('bills.tabs.pay'),
            children: ordNo ? (
              <BillResult
                ordNo={ordNo}
                onAgain={() => {
                  setAttempt((n) => n + 1);
                  setParams({});
                }}
                onDone={() => navigate('/home')}
              />
            ) : (
              <PayFlow key={attempt} prefill={prefill} onPaid={(no) => setParams(toSearch({ ordNo: no }))} />
            ),
          },
          {
            key: 'history',
            label: t('bills.tabs.history'),
            children: (
              <HistoryTab
                page={page}
                kind={kind}
                onPage={(pageNum, pageSize) => setParams(toSearch({ tab: 'history', kind, page: pageNum, size: pageSize }))}
                onKind={(k) => setParams(toSearch({ tab: 'history', kind: k }))}
                onOpen={(no) => setParams(toSearch({ ordNo: no }))}
              />
            ),
          },
        ]}
      />
    </PageCard>
  );
}
