import { Button, Flex, QRCode, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useTillQr } from '../api';

/** A till's QR code (drawn in the browser from what GenerateQrCodeForTill answers) and how to pay it. */
export function TillQr({ tillId, tillNo, active }: { tillId: string; tillNo: string; active: boolean }) {
  const { t } = useTranslation();
  const qr = useTillQr(active ? tillId : null);
  const download = () => {
    const svg = document.getElementById(`till-qr-${tillId}`)?.querySelector('svg');
    if (!svg) return;
    const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(svg)], { type: 'image/svg+xml' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `till-${tillNo}.svg`;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Flex vertical align="center" gap={8}>
      {active && qr.isPending ? (
        <Skeleton.Node active style={{ width: 180, height: 180 }} />
      ) : (
        <div id={`till-qr-${tillId}`}>
          <QRCode type="svg" value={qr.data?.qrContent ?? `BUYGOODS:${tillNo}`} size={180} status={active ? 'active' : 'expired'} aria-label={t('tills.qr.label', { tillNo })} />
        </div>
      )}
      <Typography.Text type="secondary" style={{ textAlign: 'center', maxWidth: 260 }}>
        {t('tills.qr.hint', { tillNo })}
      </Typography.Text>
      {active && (
        <Button size="small" onClick={download}>
          {t('tills.qr.download')}
        </Button>
      )}
    </Flex>
  );
}
