import { PaperClipOutlined } from '@ant-design/icons';
import { Avatar, Descriptions, Empty, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Attachment, TicketDetail } from '../../../../shared/actions/help';
import { displayDateTime } from '../../../components/dateDisplay';
import { TicketStatusTag } from './TicketStatusTag';

export function AttachmentLink({ file }: { file: Attachment | null }) {
  const { t } = useTranslation();
  if (!file) return <Typography.Text type="secondary">{t('help.detail.none')}</Typography.Text>;
  return (
    <a href={file.url} target="_blank" rel="noreferrer">
      <PaperClipOutlined aria-hidden style={{ marginInlineEnd: 4 }} />
      {file.name}
    </a>
  );
}

/**
 * One ticket as both sides read it: number, type, times, status, the description with its
 * attachment, then the answers oldest first. Presentational: the drawers fetch and act.
 */
export function TicketView({
  ticket,
  extra,
  noAnswers,
}: {
  ticket: TicketDetail;
  extra?: { label: string; value: string }[];
  /** What an empty conversation says to this reader. */
  noAnswers?: string;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={20}>
      <Descriptions
        size="small"
        column={1}
        bordered
        items={[
          { key: 'no', label: t('help.detail.ticketNo'), children: ticket.ticketNo },
          ...(extra ?? []).map((e) => ({ key: e.label, label: e.label, children: e.value })),
          { key: 'status', label: t('help.detail.status'), children: <TicketStatusTag status={ticket.status} /> },
          { key: 'type', label: t('help.detail.type'), children: t(`help.ticketType.${ticket.ticketType}`) },
          { key: 'issue', label: t('help.detail.issueType'), children: t(`help.issueType.${ticket.issueType}`) },
          { key: 'channel', label: t('help.detail.contactChannel'), children: t(`help.contactChannel.${ticket.contactChannel}`) },
          { key: 'request', label: t('help.detail.requestTime'), children: displayDateTime(ticket.requestTime) },
          { key: 'respond', label: t('help.detail.respondTime'), children: ticket.respondTime ? displayDateTime(ticket.respondTime) : t('help.tickets.notYet') },
          { key: 'by', label: t('help.detail.raisedBy'), children: ticket.raisedBy },
          { key: 'agent', label: t('help.detail.agent'), children: ticket.agentName ?? t('help.desk.unassigned') },
        ]}
      />
      <section aria-label={t('help.detail.description')}>
        <Typography.Title level={5}>{ticket.title}</Typography.Title>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{ticket.description}</Typography.Paragraph>
        <Typography.Text type="secondary" style={{ marginInlineEnd: 8 }}>
          {t('help.detail.attachment')}:
        </Typography.Text>
        <AttachmentLink file={ticket.attachment} />
      </section>
      <section aria-label={t('help.detail.conversation')}>
        <Typography.Title level={5}>{t('help.detail.conversation')}</Typography.Title>
        {ticket.messages.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={noAnswers ?? t('help.detail.noAnswers')} />
        ) : (
          <Flex vertical gap={12} role="list">
            {ticket.messages.map((m) => (
              <Flex
                key={m.messageId}
                role="listitem"
                gap={12}
                style={{ padding: 12, borderRadius: token.borderRadiusLG, background: m.side === 'S' ? token.colorInfoBg : token.colorFillQuaternary }}
              >
                <Avatar style={{ background: m.side === 'S' ? token.colorPrimary : token.colorTextTertiary, flex: 'none' }}>
                  {m.authorName.slice(0, 1)}
                </Avatar>
                <Flex vertical gap={4} style={{ minWidth: 0 }}>
                  <Typography.Text strong>
                    {m.authorName}
                    {m.side === 'S' && <Typography.Text type="secondary"> · {t('help.detail.support')}</Typography.Text>}
                    <Typography.Text type="secondary"> · {displayDateTime(m.createdAt)}</Typography.Text>
                  </Typography.Text>
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{m.body}</Typography.Paragraph>
                  {m.attachment && <AttachmentLink file={m.attachment} />}
                </Flex>
              </Flex>
            ))}
          </Flex>
        )}
      </section>
    </Flex>
  );
}
