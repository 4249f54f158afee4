import { Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../../../shared/actions/audit';

interface ChangeRow {
  field: string;
  before: string;
  after: string;
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The fields an entry changed, side by side, with where the change came from. */
export function changeRows(changes: AuditEntry['changes']): ChangeRow[] {
  if (!changes) return [];
  const keys = [...new Set([...Object.keys(changes.before ?? {}), ...Object.keys(changes.after ?? {})])];
  return keys.map((field) => ({ field, before: show(changes.before?.[field]), after: show(changes.after?.[field]) }));
}

export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  const rows = changeRows(entry.changes);
  // Known fields by their label; any other by its own name (areas add fields freely).
  const label = (field: string) => (i18n.exists(`auditTrail.fields.${field}`) ? t(`auditTrail.fields.${field}`) : field);
  // A fixed width: the trail's table sizes to its content, so a fluid width here would stretch it.
  return (
    <div style={{ width: 'min(880px, calc(100vw - 360px))' }}>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'action', label: t('auditTrail.action'), children: entry.action || '—' },
          { key: 'device', label: t('auditTrail.device'), children: entry.deviceName ? `${entry.deviceName} (${entry.deviceId ?? ''})` : '—' },
          { key: 'ip', label: t('audit.columns.ip'), children: entry.ipAddress ?? '—' },
        ]}
      />
      <Typography.Text strong style={{ display: 'block', margin: '8px 0' }}>
        {t('auditTrail.changes')}
      </Typography.Text>
      {rows.length === 0 ? (
        <Typography.Text type="secondary">{t('auditTrail.noChanges')}</Typography.Text>
      ) : (
        <Table<ChangeRow>
          rowKey="field"
          tableLayout="fixed"
          size="small"
          pagination={false}
          dataSource={rows}
          aria-label={t('auditTrail.changes')}
          columns={[
            { key: 'field', title: t('auditTrail.field'), dataIndex: 'field', render: (field: string) => label(field) },
            { key: 'before', title: t('auditTrail.before'), dataIndex: 'before' },
            { key: 'after', title: t('auditTrail.after'), dataIndex: 'after' },
          ]}
        />
      )}
    </div>
  );
}
