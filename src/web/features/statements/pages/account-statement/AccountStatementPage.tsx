import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { StatementRecord } from '../../../../../shared/actions/statements';
import { PageCard } from '../../../../components/PageCard';
import { usePageInRange } from '../../../../components/serverPaging';
import { saveLink } from '../../../../components/saveLink';
import { readPage, toSearch } from '../../../../components/urlParams';
import { useFunctions } from '../../../../app/guards/permissions';
import { useRowAction } from '../../../../app/overlay/useRowAction';
import { useDownloadStatement, useRequestCertified, useStatements } from '../../api';
import { StatementForm } from '../../components/StatementForm';
import { StatementTable } from '../../components/StatementTable';

/**
 * /finance/money/accountStatement: ask for a statement of a period as PDF, Excel or CSV; a job makes
 * it while the list shows its progress; then download it. The list's page lives in the URL.
 */
export default function AccountStatementPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const page = useMemo(() => readPage(new URLSearchParams(search)), [search]);
  const list = useStatements(page);
  usePageInRange(page, list.data?.total, (p) => setParams(toSearch({ page: p.pageNum, size: p.pageSize }), { replace: true }));
  const download = useDownloadStatement();
  const certify = useRequestCertified();
  const row = useRowAction();
  const { has } = useFunctions();
  const [downloading, setDownloading] = useState<string | null>(null);

  const onDownload = async (s: StatementRecord, certified?: boolean) => {
    setDownloading(certified ? `${s.statementId}:certified` : s.statementId);
    try {
      const link = await download.mutateAsync({ statementId: s.statementId, certified });
      saveLink(link.url, link.fileName);
    } catch {
      // the client has shown the refusal
    } finally {
      setDownloading(null);
    }
  };

  return (
    <PageCard title={t('statements.title')}>
      <StatementForm
        onQueued={() => {
          void message.success(t('statements.queued'));
          if (page.pageNum !== 1) setParams(toSearch({ size: page.pageSize }));
        }}
      />
      <StatementTable
        rows={list.data?.list ?? []}
        total={list.data?.total ?? 0}
        page={page}
        loading={list.isLoading}
        failed={list.isError}
        downloading={downloading}
        onRetry={() => void list.refetch()}
        onPage={(pageNum, pageSize) => setParams(toSearch({ page: pageNum, size: pageSize }))}
        canCertify={has('1302')}
        certifying={row.busy}
        onDownload={(s, certified) => void onDownload(s, certified)}
        onCertify={(s) =>
          void row.run(s.statementId, () => certify.mutateAsync(s.statementId), t('statements.certified.requested'), {
            title: t('statements.certified.confirmTitle'),
            content: t('statements.certified.confirmText'),
            okText: t('statements.certified.request'),
          })
        }
      />
    </PageCard>
  );
}
