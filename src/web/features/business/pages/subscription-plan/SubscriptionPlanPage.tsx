import { Alert, App, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatMoney } from '../../../../../shared/format/money';
import { useConfirm } from '../../../../app/overlay/useConfirm';
import { PageCard } from '../../../../components/PageCard';
import { usePageInRange } from '../../../../components/serverPaging';
import { TableEmpty } from '../../../../components/TableEmpty';
import { PinDialog } from '../../../identity/components/PinDialog';
import { readPage, toSearch } from '../../../../components/urlParams';
import { usePlans, useSubscribe, useSubscriptions } from '../../api';
import { type Plan, PlanCards } from './PlanCards';
import { planAction } from './planRules';
import { SubscriptionHistory } from './SubscriptionHistory';

/** /setting/subscriptionPlan: the plans, changing plan (function 3706) and the history. */
export default function SubscriptionPlanPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [params, setParams] = useSearchParams();
  const query = readPage(params);
  const plans = usePlans();
  const history = useSubscriptions(query);
  // A page past the end (?page=999, or the last row deleted) moves to the last page.
  usePageInRange(query, history.data?.total, (p) => setParams(toSearch({ page: p.pageNum, size: p.pageSize }), { replace: true }));
  const subscribe = useSubscribe();
  const rows = history.data?.list ?? [];
  // A paid plan waits here for its PIN: the plan and the order's authorization code.
  const [authorizing, setAuthorizing] = useState<{ plan: Plan; authTxCode: string } | null>(null);

  const pay = async (plan: Plan, authTxCode?: string) => {
    try {
      const result = await subscribe.mutateAsync({ planCode: plan.planCode, authTxCode });
      if (result.step === 'AUTHORIZE' && result.authTxCode) {
        setAuthorizing({ plan, authTxCode: result.authTxCode });
        return;
      }
      void message.success(t('business.plans.changed', { name: plan.planName }));
    } catch {
      // the client has shown the refusal
    }
  };

  const choose = async (plan: Plan) => {
    const action = planAction(plan, plans.data?.list ?? []);
    const ok = await confirm({
      title: t(`business.plans.confirm.${action === 'downgrade' ? 'downgrade' : 'pay'}`, {
        name: plan.planName,
        price: formatMoney(plan.price),
      }),
      content: plan.price > 0 ? t('business.plans.walletNote') : undefined,
    });
    if (!ok) return;
    await pay(plan);
  };

  return (
    <PageCard title={t('business.plans.title')}>
      <Flex vertical gap={24}>
        {plans.isPending ? (
          <Spin />
        ) : plans.data ? (
          <PlanCards plans={plans.data.list} busy={subscribe.isPending} onChoose={(p) => void choose(p)} />
        ) : (
          <TableEmpty failed onRetry={() => void plans.refetch()} description={t('common.loadFailed')} />
        )}
        <Typography.Text type="secondary">{t('business.plans.downgradeRule')}</Typography.Text>
        <section aria-label={t('business.plans.history')}>
          <Typography.Title level={5}>{t('business.plans.history')}</Typography.Title>
          {rows.some((r) => r.payStatus === 'U') && (
            <Alert type="info" showIcon title={t('business.plans.unpaidNote')} style={{ marginBottom: 12 }} />
          )}
          <SubscriptionHistory
            rows={rows}
            total={history.data?.total ?? 0}
            query={query}
            loading={history.isFetching}
            failed={history.isError}
            onRetry={() => void history.refetch()}
            onPage={(q) => setParams(toSearch({ page: q.pageNum, size: q.pageSize }))}
          />
        </section>
      </Flex>
      {authorizing && (
        <PinDialog
          open
          authTxCode={authorizing.authTxCode}
          title={t('business.plans.confirmPin', { name: authorizing.plan.planName, price: formatMoney(authorizing.plan.price) })}
          onAuthorized={() => {
            const { plan, authTxCode } = authorizing;
            setAuthorizing(null);
            void pay(plan, authTxCode);
          }}
          onCancel={() => setAuthorizing(null)}
          onFailed={() => setAuthorizing(null)}
        />
      )}
    </PageCard>
  );
}
