import { EditOutlined } from '@ant-design/icons';
import { App, Alert, Button, Card, Checkbox, Col, Empty, Flex, Modal, Row, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { quickRangeProblem } from '../../../../shared/rules/home';
import { isActionError } from '../../../api/errors';
import { MenuTile } from '../../../app/menu/MenuTile';
import { catalogueText } from '../../../i18n';
import { useQuickPermitted, useQuickRange, useSaveQuickRange } from '../api';

/**
 * The editor: the entries the person may choose, at most `size` at once (the others are disabled
 * when the choice is full), with an 'x/8' counter; the shared rule checks before the server does.
 */
function QuickAccessEditor({ initial, onClose }: { initial: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const permitted = useQuickPermitted(true);
  const save = useSaveQuickRange();
  const [chosen, setChosen] = useState<string[]>(initial);
  const [error, setError] = useState<string | null>(null);
  const list = permitted.data?.list ?? [];
  const size = permitted.data?.size ?? 8;
  const full = chosen.length >= size;

  const toggle = (menuId: string, on: boolean) => {
    setError(null);
    setChosen((c) => (on ? (c.length >= size || c.includes(menuId) ? c : [...c, menuId]) : c.filter((id) => id !== menuId)));
  };

  const submit = async () => {
    const problem = quickRangeProblem(
      chosen,
      list.map((e) => e.menuId),
    );
    if (problem) {
      setError(catalogueText(problem.code, problem.params));
      return;
    }
    try {
      await save.mutateAsync(chosen);
      message.success(t('homeExtras.quick.saved'));
      onClose();
    } catch (e) {
      setError(isActionError(e) ? e.message : t('errors.unexpected'));
    }
  };

  return (
    <Modal
      open
      title={t('homeExtras.quick.editorTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      width={560}
      destroyOnHidden
    >
      {permitted.isPending ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={12}>
          <Flex justify="space-between" align="center">
            <Typography.Text type="secondary">{t('homeExtras.quick.editorIntro', { count: size })}</Typography.Text>
            <Tag color={chosen.length === size ? 'green' : 'default'} aria-live="polite" data-testid="quick-counter">
              {t('homeExtras.quick.counter', { count: chosen.length, size })}
            </Tag>
          </Flex>
          {full && <Typography.Text type="secondary">{t('homeExtras.quick.full', { size })}</Typography.Text>}
          <Row gutter={[8, 8]}>
            {list.map((e) => {
              const on = chosen.includes(e.menuId);
              return (
                <Col key={e.menuId} xs={24} sm={12}>
                  <Checkbox checked={on} disabled={!on && full} onChange={(ev) => toggle(e.menuId, ev.target.checked)}>
                    {t(e.titleKey)}
                  </Checkbox>
                </Col>
              );
            })}
          </Row>
          {error && <Alert type="error" showIcon title={error} />}
        </Flex>
      )}
    </Modal>
  );
}

/** /home's quick access menu: the person's 8 entries as tiles, and the editor to choose them. */
export function QuickAccess() {
  const { t } = useTranslation();
  const range = useQuickRange();
  const [editing, setEditing] = useState(false);
  const list = range.data?.list ?? [];
  return (
    <Card
      variant="borderless"
      title={<h2 style={{ fontSize: 16, margin: 0, fontWeight: 600 }}>{t('homeExtras.quick.title')}</h2>}
      extra={
        <Button icon={<EditOutlined />} onClick={() => setEditing(true)} disabled={!range.data}>
          {t('homeExtras.quick.edit')}
        </Button>
      }
    >
      {range.isPending ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('homeExtras.quick.empty')} />
      ) : (
        <Row gutter={[12, 12]} role="list" aria-label={t('homeExtras.quick.title')}>
          {list.map((e) => (
            <Col key={e.menuId} xs={12} sm={8} md={6} xl={3} role="listitem">
              <MenuTile path={e.path} titleKey={e.titleKey} icon={e.icon} />
            </Col>
          ))}
        </Row>
      )}
      {editing && (
        <QuickAccessEditor
          initial={list.map((e) => e.menuId)}
          onClose={() => setEditing(false)}
        />
      )}
    </Card>
  );
}
