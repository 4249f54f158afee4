import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { displayPhone } from '../../../../shared/rules/identity';
import type { StakeholderDraft } from '../draft';
import { ShortName } from '../../../components/ShortName';

/** The stakeholders of the draft: partners or directors, each removable, and the way to add one. */
export function StakeholderList({
  stakeholders,
  addLabel,
  onAdd,
  onRemove,
}: {
  stakeholders: StakeholderDraft[];
  addLabel: string;
  onAdd: () => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      {stakeholders.length > 0 && (
        <List
          size="small"
          bordered
          dataSource={stakeholders}
          renderItem={(s) => {
            const name = `${s.firstName} ${s.lastName}`;
            return (
              <List.Item
                actions={[
                  <Button
                    key="remove"
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('onboarding.stakeholders.remove', { name })}
                    onClick={() => onRemove(s.key)}
                  />,
                ]}
              >
                <List.Item.Meta
                  title={<ShortName name={name} />}
                  description={
                    <Typography.Text type="secondary">
                      {t(`dict.designation.${s.designation}`)} · {s.phone ? displayPhone(s.phone) : s.email}
                    </Typography.Text>
                  }
                />
              </List.Item>
            );
          }}
        />
      )}
      <Button icon={<PlusOutlined aria-hidden />} onClick={onAdd} style={{ alignSelf: 'flex-start' }}>
        {addLabel}
      </Button>
    </Flex>
  );
}
