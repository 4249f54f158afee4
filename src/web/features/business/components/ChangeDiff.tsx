import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BusinessChange } from './changeTypes';

interface Row {
  field: string;
  from: string | null;
  to: string | null;
}

/** The before and after of each field of a change, codes shown by their dictionary labels. */
export function ChangeDiff({
  change,
  label,
}: {
  change: BusinessChange;
  label: (field: string, code: string | null | undefined) => string;
}) {
  const { t, i18n } = useTranslation();
  const none = t('common.none');
  const rows: Row[] = Object.entries(change.changes).map(([field, v]) => ({ field, ...v }));
  const show = (field: string, value: string | null) => (value ? label(field, value) : none);
  return (
    <Table<Row>
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={rows}
      aria-label={t('business.change.diffLabel')}
      columns={[
        {
          key: 'field',
          title: t('business.change.field'),
          dataIndex: 'field',
          render: (field: string) =>
            i18n.exists(`business.fields.${field}`) ? t(`business.fields.${field}`) : field,
        },
        {
          key: 'from',
          title: t('business.change.before'),
          render: (_, row) => show(row.field, row.from),
        },
        { key: 'to', title: t('business.change.after'), render: (_, row) => show(row.field, row.to) },
      ]}
    />
  );
}
