import { DeleteOutlined, LeftOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Badge, Button, Descriptions, Drawer, Empty, Flex, Input, Spin, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NotificationMessage } from '../../../../shared/actions/notifications';
import { formatMoney } from '../../../../shared/format/money';
import { truncateName } from '../../../../shared/format/name';
import { useSession } from '../../../api/session';
import { findMenuEntry } from '../../../app/menu/menuTree';
import { useRowAction } from '../../../app/overlay/useRowAction';
import { displayDateTime } from '../../../components/dateDisplay';
import { TableEmpty } from '../../../components/TableEmpty';
import { useDeleteNotification, useFirstPagesOnly, useMarkRead, useNotifications, useReadAll } from '../api';
import { nairobiToday, notificationDate } from '../notificationDate';
import { ShareDrawer } from './ShareDrawer';
import { SplitActions } from './SplitActions';
import { useFunctions } from '../../../app/guards/permissions';

/** Spec 000 section 9: the notification drawer is 400 px wide. */
export const NOTIFICATION_DRAWER_WIDTH = 400;

interface Props {
  open: boolean;
  usrNo: string;
  onClose: () => void;
}

/**
 * The notification drawer (spec 000 section 2): the person's messages newest first, a search, a
 * detail view that marks the message read, delete, share to one payee, 'read all', and for a
 * split-bill message its To Pay or Details.
 */
export default function NotificationDrawer({ open, usrNo, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const [sharing, setSharing] = useState<NotificationMessage | null>(null);
  const list = useNotifications(search, open);
  const firstPagesOnly = useFirstPagesOnly();
  const readAll = useReadAll();
  const today = nairobiToday();
  const pages = list.data?.pages ?? [];
  const messages = uniqueMessages(pages.flatMap((p) => p.list));
  const total = pages.at(-1)?.total ?? 0;
  const unreadCount = pages[0]?.unreadCount ?? 0;
  const current = openId ? (messages.find((m) => m.messId === openId) ?? null) : null;
  const more = () => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  };

  const close = () => {
    setOpenId(null);
    // Opened again, the drawer starts from the top with the first page alone, never fetching
    // again every page read before.
    firstPagesOnly();
    onClose();
  };

  return (
    <Drawer
      title={t('notifications.drawer.title')}
      open={open}
      onClose={close}
      size={NOTIFICATION_DRAWER_WIDTH}
      styles={{ body: { padding: 0 } }}
      // Opened again, the list starts at its top rather than where the reader left it.
      destroyOnHidden
      extra={
        !current && (
          <Button size="small" onClick={() => void readAll.mutateAsync(usrNo).catch(() => {})} loading={readAll.isPending} disabled={unreadCount === 0}>
            {t('notifications.drawer.readAll')}
          </Button>
        )
      }
    >
      {current ? (
        <Detail message={current} usrNo={usrNo} onBack={() => setOpenId(null)} onShare={() => setSharing(current)} onNavigate={close} />
      ) : (
        <Flex vertical gap={8} style={{ padding: 12 }}>
          <Input.Search
            allowClear
            aria-label={t('notifications.drawer.search')}
            placeholder={t('notifications.drawer.search')}
            maxLength={60}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (!e.target.value) setSearch('');
            }}
            onSearch={(v) => setSearch(v.trim())}
          />
          {list.isError ? (
            <TableEmpty failed onRetry={() => void list.refetch()} description={t('common.loadFailed')} />
          ) : list.isPending ? (
            <Flex justify="center" style={{ padding: 32 }}>
              <Spin />
            </Flex>
          ) : messages.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={search ? t('notifications.drawer.noMatch') : t('notifications.drawer.empty')} />
          ) : (
            <ul aria-label={t('notifications.drawer.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {messages.map((m) => (
                <li key={m.messId}>
                  <Row message={m} date={notificationDate(m.sndDt, m.sndTm, today, i18n.language, t('notifications.drawer.yesterday'))} onOpen={() => setOpenId(m.messId)} />
                </li>
              ))}
              {list.hasNextPage && (
                <li>
                  <ShowMore left={Math.max(total - messages.length, 0)} loading={list.isFetchingNextPage} onMore={more} />
                </li>
              )}
            </ul>
          )}
        </Flex>
      )}
      <ShareDrawer message={sharing} usrNo={usrNo} onClose={() => setSharing(null)} />
    </Drawer>
  );
}

/**
 * The loaded pages' messages, each once: a message that arrives while the reader scrolls moves the
 * older ones a place down, so the next page may repeat the last one of the page before.
 */
function uniqueMessages(all: NotificationMessage[]): NotificationMessage[] {
  const seen = new Set<string>();
  return all.filter((m) => !seen.has(m.messId) && seen.add(m.messId));
}

/** 'Show more', pressed by hand or by scrolling it into view: fetches the next page. */
function ShowMore({ left, loading, onMore }: { left: number; loading: boolean; onMore: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLButtonElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const button = ref.current;
    if (!button || typeof IntersectionObserver === 'undefined') return;
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) more.current();
    });
    seen.observe(button);
    return () => seen.disconnect();
  }, []);
  return (
    <Button ref={ref} type="link" block loading={loading} onClick={onMore}>
      {t('notifications.drawer.showMore', { count: left })}
    </Button>
  );
}

function Row({ message: m, date, onOpen }: { message: NotificationMessage; date: string; onOpen: () => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const unread = m.readFlg === 'N';
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`${unread ? `${t('notifications.drawer.unread')}: ` : ''}${m.messTitle}`}
      style={{
        display: 'block',
        width: '100%',
        textAlign: 'start',
        background: 'none',
        border: 'none',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        padding: '10px 4px',
        cursor: 'pointer',
        font: 'inherit',
        color: 'inherit',
      }}
    >
      <Flex justify="space-between" align="baseline" gap={8}>
        <Typography.Text strong={unread} ellipsis style={{ flex: 1 }}>
          {unread && <Badge status="processing" style={{ marginInlineEnd: 6 }} />}
          {m.messTitle}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
          {date}
        </Typography.Text>
      </Flex>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: '4px 0 0', fontSize: 13 }}>
        {m.messText}
      </Typography.Paragraph>
    </button>
  );
}

function Detail({ message: m, usrNo, onBack, onShare, onNavigate }: { message: NotificationMessage; usrNo: string; onBack: () => void; onShare: () => void; onNavigate: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menu = useSession((s) => s.menu);
  const markRead = useMarkRead();
  const remove = useDeleteNotification();
  const row = useRowAction();
  const marked = useRef<string | null>(null);
  const read = markRead.mutate;
  // Opening a message reads it (spec 000 section 4), once.
  useEffect(() => {
    if (m.readFlg !== 'N' || marked.current === m.messId) return;
    marked.current = m.messId;
    read({ usrNo, messId: m.messId });
  }, [m.messId, m.readFlg, usrNo, read]);
  // A notice that names a page the person may open (a loan's, an approval's request) goes there.
  const viewMore = m.link && findMenuEntry(menu, m.link.split('?')[0] ?? '') ? m.link : null;
  // Sharing picks a beneficiary: it needs the beneficiaries (function 11).
  const canShare = useFunctions().has('11');

  return (
    <Flex vertical gap={12} style={{ padding: 16 }}>
      <div>
        <Button type="link" icon={<LeftOutlined aria-hidden />} onClick={onBack} style={{ paddingInline: 0 }}>
          {t('notifications.drawer.back')}
        </Button>
      </div>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {m.messTitle}
      </Typography.Title>
      <Typography.Text type="secondary">{displayDateTime(`${m.sndDt}${m.sndTm}`)}</Typography.Text>
      {m.sharedBy && <Typography.Text type="secondary">{t('notifications.drawer.sharedBy', { name: truncateName(m.sharedBy) })}</Typography.Text>}
      {m.messPic && <img src={m.messPic} alt="" style={{ maxWidth: '100%', borderRadius: 8 }} />}
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{m.messText}</Typography.Paragraph>
      {(m.rmk !== null || m.ordNo) && m.messTyp !== '1' && (
        <Descriptions
          size="small"
          column={1}
          items={[
            ...(m.rmk !== null ? [{ key: 'amount', label: t('notifications.drawer.amount'), children: formatMoney(m.rmk) }] : []),
            ...(m.ordNo ? [{ key: 'order', label: t('notifications.drawer.order'), children: m.ordNo }] : []),
          ]}
        />
      )}
      {m.messTyp === '1' && m.ordNo && m.ordDt && <SplitActions orderNo={m.ordNo} orderDate={m.ordDt} onNavigate={onNavigate} />}
      <Flex gap={8} wrap>
        {viewMore && (
          <Button
            type="primary"
            onClick={() => {
              onNavigate();
              navigate(viewMore);
            }}
          >
            {t('notifications.drawer.viewMore')}
          </Button>
        )}
        {canShare && (
          <Button icon={<ShareAltOutlined aria-hidden />} onClick={onShare}>
            {t('notifications.drawer.share')}
          </Button>
        )}
        <Button
          danger
          icon={<DeleteOutlined aria-hidden />}
          loading={row.busy(m.messId)}
          onClick={() =>
            void row.run(
              m.messId,
              async () => {
                await remove.mutateAsync(m.messId);
                onBack();
              },
              t('notifications.drawer.deleted'),
              { title: t('notifications.drawer.deleteTitle'), danger: true, okText: t('notifications.drawer.delete') },
            )
          }
        >
          {t('notifications.drawer.delete')}
        </Button>
      </Flex>
    </Flex>
  );
}
