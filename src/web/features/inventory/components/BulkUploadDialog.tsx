import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Progress, Result, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_ROWS, isCsvName, parseUploadCsv, uploadHeader } from '../../../../shared/rules/inventory';
import { isActionError } from '../../../api/errors';
import { saveLink } from '../../../components/saveLink';
import { currentLocale, ruleText } from '../../../i18n';
import { useBatchUpload, useTemplateDownload } from '../api';

interface RowError {
  row: number;
  field: string;
  message: string;
}

type Stage = { kind: 'idle' } | { kind: 'working'; percent: number; label: string } | { kind: 'refused'; message: string; rows: RowError[] } | { kind: 'done'; imported: number; categoriesAdded: number };

const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Bulk upload of products (spec 001 section 5: CSV only, at most 100 items): the template to fill,
 * then the file, checked row by row in the browser with the shared rules and progress shown, then
 * sent; any bad row refuses the whole file and the table names each row and field.
 */
export function BulkUploadDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const template = useTemplateDownload();
  const upload = useBatchUpload();

  const send = async (file: File) => {
    if (!isCsvName(file.name)) {
      setStage({ kind: 'refused', message: ruleText('MMCP5808'), rows: [] });
      return;
    }
    setStage({ kind: 'working', percent: 5, label: t('inventory.upload.reading') });
    const text = await file.text();
    await nextFrame();
    const parsed = parseUploadCsv(text, (done, total) => setStage({ kind: 'working', percent: 10 + Math.round((done / total) * 50), label: t('inventory.upload.checking', { done, total }) }));
    if (!parsed.ok) {
      setStage({ kind: 'refused', message: ruleText(parsed.message), rows: [] });
      return;
    }
    if (parsed.errors.length > 0) {
      const count = new Set(parsed.errors.map((e) => e.row)).size;
      setStage({ kind: 'refused', message: ruleText(`MMCP5812|${JSON.stringify({ count })}`), rows: parsed.errors.map((e) => ({ ...e, message: ruleText(e.message) })) });
      return;
    }
    setStage({ kind: 'working', percent: 70, label: t('inventory.upload.importing', { count: parsed.rows.length }) });
    try {
      const out = await upload.mutateAsync({ fileName: file.name, content: text });
      setStage({ kind: 'done', imported: out.imported, categoriesAdded: out.categoriesAdded });
    } catch (e) {
      if (!isActionError(e)) throw e;
      const rows = Array.isArray(e.envelope?.rowErrors) ? (e.envelope.rowErrors as RowError[]) : [];
      setStage({ kind: 'refused', message: e.message, rows });
    }
  };

  const getTemplate = async () => {
    const out = await template.mutateAsync();
    saveLink(out.url, out.fileName);
  };

  return (
    <Modal
      open
      title={t('inventory.upload.title')}
      onCancel={onClose}
      width={640}
      footer={
        <Button type={stage.kind === 'done' ? 'primary' : 'default'} onClick={onClose}>
          {stage.kind === 'done' ? t('inventory.upload.finish') : t('inventory.cancel')}
        </Button>
      }
    >
      {stage.kind === 'done' ? (
        <Result
          status="success"
          title={t('inventory.upload.done', { count: stage.imported })}
          subTitle={stage.categoriesAdded > 0 ? t('inventory.upload.categoriesAdded', { count: stage.categoriesAdded }) : undefined}
        />
      ) : (
        <Flex vertical gap={16}>
          <Typography.Paragraph style={{ margin: 0 }}>
            {t('inventory.upload.intro', { max: UPLOAD_MAX_ROWS })}{' '}
            <Button type="link" style={{ padding: 0 }} loading={template.isPending} onClick={() => void getTemplate()}>
              {t('inventory.upload.template')}
            </Button>
          </Typography.Paragraph>
          <Upload.Dragger
            accept=".csv,text/csv"
            showUploadList={false}
            disabled={stage.kind === 'working'}
            beforeUpload={(file) => {
              void send(file);
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined aria-hidden />
            </p>
            <p>{t('inventory.upload.choose')}</p>
            <Typography.Text type="secondary">{t('inventory.upload.rules', { max: UPLOAD_MAX_ROWS })}</Typography.Text>
          </Upload.Dragger>
          {stage.kind === 'working' && (
            <div role="status">
              <Progress percent={stage.percent} status="active" />
              <Typography.Text type="secondary">{stage.label}</Typography.Text>
            </div>
          )}
          {stage.kind === 'refused' && (
            <>
              <Alert type="error" showIcon message={stage.message} />
              {stage.rows.length > 0 && (
                <Table<RowError>
                  size="small"
                  rowKey={(r) => `${r.row}-${r.field}`}
                  pagination={stage.rows.length > 8 ? { pageSize: 8 } : false}
                  dataSource={stage.rows}
                  columns={[
                    { key: 'row', title: t('inventory.upload.row'), dataIndex: 'row', width: 70 },
                    { key: 'field', title: t('inventory.upload.field'), render: (_v, r) => uploadHeader(r.field, currentLocale()) },
                    { key: 'message', title: t('inventory.upload.problem'), dataIndex: 'message' },
                  ]}
                />
              )}
            </>
          )}
        </Flex>
      )}
    </Modal>
  );
}
