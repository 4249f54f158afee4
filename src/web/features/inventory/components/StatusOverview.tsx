import { Card, Flex, Statistic, Tooltip, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatusCounts } from '../../../../shared/actions/inventory';
import type { InventoryStatus } from '../../../../shared/rules/inventory';

const CARDS: { key: keyof StatusCounts; status?: InventoryStatus }[] = [
  { key: 'all' },
  { key: 'onShelf', status: '1' },
  { key: 'offShelf', status: '0' },
  { key: 'pending', status: '2' },
  { key: 'understock', status: '3' },
  { key: 'outOfStock', status: '4' },
];

/**
 * The counts per inventory status as clickable cards (each filters the list), and a bar of the
 * stock health (available, understock, out of stock) that reads faster than the numbers.
 */
export function StatusOverview({ counts, status, onStatus }: { counts?: StatusCounts; status?: InventoryStatus; onStatus: (s?: InventoryStatus) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const total = counts?.all ?? 0;
  const parts = [
    { key: 'available', value: counts?.available ?? 0, color: token.colorSuccess },
    { key: 'understock', value: counts?.understock ?? 0, color: token.colorWarning },
    { key: 'outOfStock', value: counts?.outOfStock ?? 0, color: token.colorError },
  ];
  return (
    <Flex vertical gap={12} style={{ marginBottom: 16 }}>
      <Flex gap={12} wrap>
        {CARDS.map((c) => {
          const active = c.status === status;
          return (
            <Card
              key={c.key}
              size="small"
              hoverable
              role="button"
              aria-pressed={active}
              tabIndex={0}
              onClick={() => onStatus(c.status)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') onStatus(c.status);
              }}
              style={{ minWidth: 130, borderColor: active ? token.colorPrimary : undefined }}
            >
              <Statistic title={t(`inventory.status.${c.key}`)} value={counts?.[c.key] ?? 0} />
            </Card>
          );
        })}
      </Flex>
      {total > 0 && (
        <div>
          <div role="img" aria-label={t('inventory.stockHealth')} style={{ display: 'flex', height: 10, borderRadius: 5, overflow: 'hidden', background: token.colorFillSecondary }}>
            {parts.map((p) =>
              p.value > 0 ? (
                <Tooltip key={p.key} title={`${t(`inventory.status.${p.key}`)}: ${p.value}`}>
                  <div style={{ width: `${(p.value / total) * 100}%`, background: p.color }} />
                </Tooltip>
              ) : null,
            )}
          </div>
          <Flex gap={16} style={{ marginTop: 6, fontSize: 12, color: token.colorTextSecondary }}>
            {parts.map((p) => (
              <span key={p.key}>
                <span style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 4, background: p.color, marginRight: 6 }} />
                {t(`inventory.status.${p.key}`)} {p.value}
              </span>
            ))}
          </Flex>
        </div>
      )}
    </Flex>
  );
}
