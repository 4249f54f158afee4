import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Progress, Spin, Tag, Typography, Upload } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { BatchRowError, CustomerBatch } from '../../../../../shared/actions/customers';
import { parseCsv } from '../../../../../shared/format/csv';
import { CUSTOMER_UPLOAD_MAX_ROWS } from '../../../../../shared/rules/customers';
import { isActionError } from '../../../../api/errors';
import { useFunctions } from '../../../../app/guards/permissions';
import { ButtonLink } from '../../../../components/ButtonLink';
import { displayDateTime } from '../../../../components/dateDisplay';
import { PageCard } from '../../../../components/PageCard';
import { saveLink } from '../../../../components/saveLink';
import { type PageState, serverPaging, usePageInRange } from '../../../../components/serverPaging';
import { TableEmpty } from '../../../../components/TableEmpty';
import { readPage, toSearch } from '../../../../components/urlParams';
import { downloadTemplate, useCustomerBatches, useUploadCustomers } from '../../api';
import { ListTable } from '../../../../components/stackedColumns';

/**
 * Where an upload is: reading the file in the browser, sending it (the bytes the request has sent,
 * as the browser reports them), then the server checking every row and adding them all or none
 * in one step that reports nothing on the way, so the page shows it without a percentage.
 */
type Stage =
  | { step: 'idle' }
  | { step: 'reading' }
  | { step: 'uploading'; rows: number; loaded: number; total: number }
  | { step: 'checking'; rows: number };
type Outcome = { ok: true; file: string; added: number } | { ok: false; file: string; message: string; errors: BatchRowError[] } | null;

/** What the page says while an upload is on its way. */
function UploadStatus({ stage }: { stage: Exclude<Stage, { step: 'idle' }> }) {
  const { t } = useTranslation();
  if (stage.step === 'uploading') {
    const percent = stage.total > 0 ? Math.floor((stage.loaded / stage.total) * 100) : 0;
    return (
      <>
        <Progress percent={percent} status="active" aria-label={t('customers.bulk.uploading', { count: stage.rows })} />
        <Typography.Text>{t('customers.bulk.uploading', { count: stage.rows })}</Typography.Text>
      </>
    );
  }
  return (
    <Flex gap={8} align="center">
      <Spin size="small" />
      <Typography.Text>{stage.step === 'checking' ? t('customers.bulk.checking', { count: stage.rows }) : t('customers.bulk.reading')}</Typography.Text>
    </Flex>
  );
}

/** The row errors of an upload: row, column, what was in it, and what is wrong. */
function RowErrors({ errors }: { errors: BatchRowError[] }) {
  const { t } = useTranslation();
  return (
    <ListTable<BatchRowError>
      size="small"
      rowKey={(e) => `${e.row}-${e.field}`}
      dataSource={errors}
      pagination={false}
      aria-label={t('customers.bulk.message')}
      columns={[
        { key: 'row', title: t('customers.bulk.row'), dataIndex: 'row', width: 70 },
        { key: 'field', title: t('customers.bulk.field'), render: (_, e) => t(`customers.column.${e.field}`, { defaultValue: e.field }) },
        { key: 'value', title: t('customers.bulk.value'), render: (_, e) => e.value || t('common.none') },
        { key: 'message', title: t('customers.bulk.message'), dataIndex: 'message' },
      ]}
    />
  );
}

/** /customer/bulkAdd: the template, the CSV upload with its progress and row errors, and the upload history (2102). */
export default function BulkAddPage() {
  const { t } = useTranslation();
  const { has } = useFunctions();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const page = useMemo(() => readPage(new URLSearchParams(search)), [search]);
  const go = useCallback((p: PageState) => setParams(toSearch({ page: p.pageNum, size: p.pageSize })), [setParams]);
  const history = useCustomerBatches(page);
  // A page past the end (?page=999, or the last row deleted) moves to the last page.
  usePageInRange(page, history.data?.total, go);
  const upload = useUploadCustomers();
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onTemplate = async () => {
    const file = await downloadTemplate();
    const url = URL.createObjectURL(new Blob([file.content], { type: file.contentType }));
    saveLink(url, file.fileName);
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  const onFile = async (file: File) => {
    setOutcome(null);
    setStage({ step: 'reading' });
    try {
      const content = await file.text();
      const rows = Math.max(0, parseCsv(content).length - 1);
      setStage({ step: 'uploading', rows, loaded: 0, total: 0 });
      const out = await upload.mutateAsync({
        fileName: file.name,
        content,
        // Once the file is sent, the server checks every row and adds them all, or none.
        onUploadProgress: (p) => setStage(p.sent ? { step: 'checking', rows } : { step: 'uploading', rows, loaded: p.loaded, total: p.total }),
      });
      setOutcome({ ok: true, file: file.name, added: out.added });
    } catch (e) {
      if (!isActionError(e)) throw e;
      const errors = (e.envelope?.errors as BatchRowError[] | undefined) ?? [];
      setOutcome({ ok: false, file: file.name, message: e.message, errors });
    } finally {
      setStage({ step: 'idle' });
    }
  };

  const busy = stage.step !== 'idle';
  return (
    <PageCard
      title={t('customers.menu.bulkAdd')}
      extra={
        <Button onClick={() => void onTemplate()} disabled={!has('2102')}>
          {t('customers.bulk.template')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('customers.bulk.intro')}</Typography.Paragraph>
      <Upload.Dragger
        accept=".csv,text/csv"
        multiple={false}
        showUploadList={false}
        disabled={busy}
        beforeUpload={(file) => {
          void onFile(file);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('customers.bulk.drop')}</p>
        <p className="ant-upload-hint">{t('customers.bulk.hint', { max: CUSTOMER_UPLOAD_MAX_ROWS })}</p>
      </Upload.Dragger>
      {busy && (
        <div role="status" style={{ marginTop: 16 }}>
          <UploadStatus stage={stage} />
        </div>
      )}
      {outcome?.ok && (
        <Alert
          style={{ marginTop: 16 }}
          type="success"
          showIcon
          message={t('customers.bulk.added', { count: outcome.added, file: outcome.file })}
          action={<ButtonLink size="small" to="/customer">{t('customers.bulk.viewCustomers')}</ButtonLink>}
        />
      )}
      {outcome && !outcome.ok && (
        <Flex vertical gap={8} style={{ marginTop: 16 }}>
          <Alert type="error" showIcon message={t('customers.bulk.refused', { file: outcome.file })} description={outcome.message} />
          {outcome.errors.length > 0 && <RowErrors errors={outcome.errors} />}
        </Flex>
      )}
      <h2 style={{ fontSize: 16, fontWeight: 600, marginTop: 24 }}>{t('customers.bulk.history')}</h2>
      <ListTable<CustomerBatch>
        rowKey="batchId"
        size="middle"
        dataSource={history.data?.list ?? []}
        loading={history.isFetching}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <TableEmpty failed={history.isError} onRetry={() => void history.refetch()} description={t('customers.bulk.noHistory')} /> }}
        expandable={{
          rowExpandable: (b) => b.errors.length > 0,
          expandedRowRender: (b) => <RowErrors errors={b.errors} />,
        }}
        columns={[
          { key: 'fileName', title: t('customers.bulk.fileName'), dataIndex: 'fileName' },
          { key: 'uploadedAt', title: t('customers.bulk.uploadedAt'), render: (_, b) => displayDateTime(b.createdAt) },
          { key: 'rows', title: t('customers.bulk.rows'), dataIndex: 'total', align: 'right' },
          { key: 'added', title: t('customers.bulk.addedRows'), dataIndex: 'added', align: 'right' },
          { key: 'failed', title: t('customers.bulk.failedRows'), dataIndex: 'failed', align: 'right' },
          {
            key: 'status',
            title: t('customers.bulk.status'),
            render: (_, b) => <Tag color={b.status === 'S' ? 'green' : 'red'}>{t(b.status === 'S' ? 'customers.bulk.statusS' : 'customers.bulk.statusF')}</Tag>,
          },
          { key: 'operator', title: t('customers.bulk.operator'), dataIndex: 'operatorName' },
        ]}
        {...serverPaging(page, history.data?.total ?? 0, go)}
      />
    </PageCard>
  );
}
