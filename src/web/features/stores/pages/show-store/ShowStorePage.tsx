import { Alert, App, Button, Card, Checkbox, Col, Descriptions, Flex, QRCode, Result, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { StoreDetail } from '../../../../../shared/actions/stores';
import { STORE_PUSH_TYPES, type StorePushType } from '../../../../../shared/dict/stores';
import { displayPhone } from '../../../../../shared/rules/identity';
import { useFunctions } from '../../../../app/guards/permissions';
import { useRowAction } from '../../../../app/overlay/useRowAction';
import { ButtonLink } from '../../../../components/ButtonLink';
import { displayDateTime } from '../../../../components/dateDisplay';
import { PageCard } from '../../../../components/PageCard';
import { readText } from '../../../../components/urlParams';
import { useApplyStore, useStoreDetail, useStorePushTypes, useStoreStatus, useUnpublishStore } from '../../api.manage';
import { PublishTag } from '../../components/PublishTag';
import { STORE_MANAGE_FUNC } from '../../components/StorefrontToggle';

const dash = (v: string | null | undefined) => v || '—';

/** A card or account number shown with its last four digits only. */
function masked(d: StoreDetail): string {
  const no = d.settleAccountNo;
  if (!no) return '—';
  if (d.settleChannel === '5') return displayPhone(no);
  if (d.settleChannel === '4') return `•••• ${no.slice(-4)}`;
  return no;
}

/** /setting/storeManagement/showStore?storeId=…: one store, its settlement, QR code and actions. */
export default function ShowStorePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const storeId = readText(params, 'storeId', 40) ?? null;
  const detail = useStoreDetail(storeId);
  const { has } = useFunctions();
  const canManage = has(STORE_MANAGE_FUNC);

  if (!storeId || detail.isError) {
    return (
      <PageCard title={t('stores.menu.showStore')}>
        <Result status="warning" title={t('stores.notFound')} extra={<ButtonLink to="/setting/storeManagement">{t('stores.backToList')}</ButtonLink>} />
      </PageCard>
    );
  }
  const d = detail.data;
  return (
    <PageCard
      title={d ? d.storeName : t('stores.menu.showStore')}
      extra={d && canManage ? <StoreActions store={d} /> : undefined}
    >
      {!d ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          {d.pushFlg === 'R' && d.reviewReason && d.reviewSts !== 'U' && (
            <Alert type="warning" showIcon title={t('stores.publish.refused')} description={d.reviewReason} />
          )}
          {d.reviewSts === 'U' && <Alert type="info" showIcon title={t('stores.publish.waitingHint')} />}
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={16}>
              <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} title={t('stores.form.details')}>
                <Descriptions.Item label={t('stores.show.storeNo')}>{d.storeNo}</Descriptions.Item>
                <Descriptions.Item label={t('stores.columns.status')}>
                  <Space size={4}>
                    <Tag color={d.storeStatus === 'C' ? 'red' : 'green'}>{t(`dict.storeStatus.${d.storeStatus}`)}</Tag>
                    <PublishTag pushFlg={d.pushFlg} reviewSts={d.reviewSts} reviewReason={d.reviewReason} />
                  </Space>
                </Descriptions.Item>
                <Descriptions.Item label={t('stores.columns.storefront')}>{t(`dict.storefront.${d.mshpSts}`)}</Descriptions.Item>
                <Descriptions.Item label={t('stores.columns.createdAt')}>{displayDateTime(d.createdAt)}</Descriptions.Item>
                <Descriptions.Item label={t('stores.form.admin')}>{dash(d.adminName)}</Descriptions.Item>
                <Descriptions.Item label={t('stores.form.contactPerson')}>{dash(d.contactPerson)}</Descriptions.Item>
                <Descriptions.Item label={t('stores.form.mobile')}>{d.mobile ? <span style={{ whiteSpace: 'nowrap' }}>{displayPhone(d.mobile)}</span> : '—'}</Descriptions.Item>
                <Descriptions.Item label={t('stores.form.email')}>{dash(d.email)}</Descriptions.Item>
                <Descriptions.Item label={t('stores.form.address')} span={2}>
                  {[d.address, d.addressDetail].filter(Boolean).join(', ') || '—'}
                </Descriptions.Item>
                <Descriptions.Item label={t('stores.form.building')}>{dash(d.buildingName)}</Descriptions.Item>
                <Descriptions.Item label={t('stores.show.area')}>{[d.street, d.city, d.countyName].filter(Boolean).join(', ') || '—'}</Descriptions.Item>
                <Descriptions.Item label={t('stores.form.description')} span={2}>{dash(d.description)}</Descriptions.Item>
                {d.headOffFlg !== 'Y' && (
                  <Descriptions.Item label={t('stores.form.options')} span={2}>
                    <Space wrap>
                      {(['useMainInventory', 'useMainCustomers', 'useMainBeneficiaries'] as const).map((k) => (
                        <Tag key={k} color={d[k] === 'Y' ? 'blue' : 'default'}>
                          {t(`stores.form.${k}`)}: {d[k] === 'Y' ? t('common.yes') : t('common.no')}
                        </Tag>
                      ))}
                    </Space>
                  </Descriptions.Item>
                )}
              </Descriptions>
              <Descriptions bordered size="small" column={{ xs: 1, sm: 2 }} title={t('stores.form.settlement')} style={{ marginTop: 16 }}>
                <Descriptions.Item label={t('stores.form.settleChannel')}>{t(`stores.settleChannel.${d.settleChannel}`)}</Descriptions.Item>
                {d.settleChannel !== '0' && (
                  <>
                    <Descriptions.Item label={t(`stores.form.accountNo.${d.settleChannel}`)}>{masked(d)}</Descriptions.Item>
                    <Descriptions.Item label={t('stores.form.accountName')}>{dash(d.settleAccountName)}</Descriptions.Item>
                    {d.settleBankName && <Descriptions.Item label={t('stores.form.bank')}>{d.settleBankName}</Descriptions.Item>}
                    {d.settleBranchName && <Descriptions.Item label={t('stores.form.branch')}>{d.settleBranchName}</Descriptions.Item>}
                  </>
                )}
              </Descriptions>
            </Col>
            <Col xs={24} lg={8}>
              <Card size="small" title={t('stores.show.qr')}>
                <Flex vertical align="center" gap={8}>
                  <QRCode type="svg" value={d.qrContent} size={200} aria-label={t('stores.show.qrLabel', { name: d.storeName })} />
                  <Typography.Text type="secondary">{t('stores.show.qrHint', { mercNo: d.mercNo, storeNo: d.storeNo })}</Typography.Text>
                </Flex>
              </Card>
              <PushTypesCard store={d} canManage={canManage} />
            </Col>
          </Row>
        </Flex>
      )}
    </PageCard>
  );
}

function StoreActions({ store }: { store: StoreDetail }) {
  const { t } = useTranslation();
  const row = useRowAction();
  const status = useStoreStatus();
  const apply = useApplyStore();
  const unpublish = useUnpublishStore();
  const name = store.storeName;
  const busy = row.busy(store.storeId);
  const waiting = store.reviewSts === 'U';
  return (
    <Space wrap>
      <ButtonLink to={`/setting/storeManagement/amendStore?storeId=${encodeURIComponent(store.storeId)}`}>{t('stores.actions.amend')}</ButtonLink>
      {store.headOffFlg !== 'Y' && (
        <Button
          danger={store.storeStatus !== 'C'}
          disabled={busy}
          onClick={() => {
            const action = store.storeStatus === 'C' ? 'open' : 'suspend';
            void row.run(store.storeId, () => status.mutateAsync({ storeId: store.storeId, storeStatus: action === 'open' ? 'N' : 'C' }), t(`stores.done.${action}`, { name }), {
              title: t(`stores.confirm.${action}`, { name }),
              danger: action === 'suspend',
            });
          }}
        >
          {store.storeStatus === 'C' ? t('stores.actions.open') : t('stores.actions.suspend')}
        </Button>
      )}
      {store.pushFlg === 'Y' || waiting ? (
        <Button
          disabled={busy}
          onClick={() =>
            void row.run(store.storeId, () => unpublish.mutateAsync(store.storeId), t('stores.done.unpublish', { name }), { title: t('stores.confirm.unpublish', { name }), danger: true })
          }
        >
          {waiting ? t('stores.actions.withdraw') : t('stores.actions.unpublish')}
        </Button>
      ) : (
        <Button
          type="primary"
          disabled={busy || store.storeStatus === 'C'}
          onClick={() => void row.run(store.storeId, () => apply.mutateAsync(store.storeId), t('stores.done.publish', { name }), { title: t('stores.confirm.publish', { name }) })}
        >
          {t('stores.actions.publish')}
        </Button>
      )}
    </Space>
  );
}

function PushTypesCard({ store, canManage }: { store: StoreDetail; canManage: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const save = useStorePushTypes();
  const [value, setValue] = useState<StorePushType[]>(store.pushTyps);
  const changed = [...value].sort().join() !== [...store.pushTyps].sort().join();
  return (
    <Card size="small" title={t('stores.show.pushTitle')} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('stores.show.pushHint')}</Typography.Paragraph>
      <Checkbox.Group
        disabled={!canManage}
        value={value}
        options={STORE_PUSH_TYPES.map((p) => ({ value: p, label: t(`stores.pushTyp.${p}`) }))}
        onChange={(v) => setValue(v as StorePushType[])}
      />
      {canManage && (
        <div style={{ marginTop: 12 }}>
          <Button
            size="small"
            disabled={!changed}
            loading={save.isPending}
            onClick={() =>
              void save
                .mutateAsync({ storeId: store.storeId, pushTyps: value })
                .then(() => message.success(t('stores.show.pushSaved')))
                .catch(() => {})
            }
          >
            {t('common.save')}
          </Button>
        </div>
      )}
    </Card>
  );
}
