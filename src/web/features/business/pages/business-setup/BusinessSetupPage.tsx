import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFunctions } from '../../../../app/guards/permissions';
import { PageCard } from '../../../../components/PageCard';
import { readPage, readText, toSearch } from '../../../../components/urlParams';
import { ApprovalsTab } from './ApprovalsTab';
import { BusinessInfoTab } from './BusinessInfoTab';

/** Function 31 (Stakeholder) decides other stakeholders' changes of business information. */
const APPROVER_FUNC = '31';

/**
 * /setting/businessSetup: the business information with its changes (function 30), and for
 * approvers the Approvals tab. Tab, page and open change live in the URL.
 */
export default function BusinessSetupPage() {
  const { t } = useTranslation();
  const { has } = useFunctions();
  const [params, setParams] = useSearchParams();
  const canApprove = has(APPROVER_FUNC);
  const tab = canApprove && params.get('tab') === 'approvals' ? 'approvals' : 'info';
  const page = readPage(params);
  const openId = readText(params, 'change', 40) ?? null;

  const go = (next: { tab: string; page?: number; size?: number; change?: string | null }) =>
    setParams(
      toSearch({
        tab: next.tab === 'info' ? undefined : next.tab,
        page: next.page,
        size: next.size,
        change: next.change ?? undefined,
      }),
    );

  return (
    <PageCard title={t('business.setup.title')}>
      <Tabs
        activeKey={tab}
        onChange={(key) => go({ tab: key })}
        items={[
          { key: 'info', label: t('business.setup.infoTab'), children: <BusinessInfoTab /> },
          ...(canApprove
            ? [
                {
                  key: 'approvals',
                  label: t('business.setup.approvalsTab'),
                  children: (
                    <ApprovalsTab
                      query={page}
                      openId={openId}
                      onPage={(q) =>
                        go({ tab, page: q.pageSize === page.pageSize ? q.pageNum : 1, size: q.pageSize })
                      }
                      onOpen={(change) =>
                        go({ tab, page: page.pageNum, size: page.pageSize, change })
                      }
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </PageCard>
  );
}
