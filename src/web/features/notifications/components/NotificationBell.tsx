import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSession } from '../../../api/session';
import { useUnreadCount } from '../api';

const NotificationDrawer = lazy(() => import('./NotificationDrawer'));

/**
 * The header's bell (spec 000 section 2): a dot while anything is unread; the count is fetched on
 * each in-app navigation. Opens the notification drawer, whose code loads when the reader points at
 * or focuses the bell.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const usrNo = useSession((s) => s.person?.userNo ?? null);
  const location = useLocation();
  const unread = useUnreadCount(usrNo);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const first = useRef(true);
  const refetch = unread.refetch;
  const where = `${location.pathname}${location.search}`;

  useEffect(() => {
    // The first render fetches already; every later navigation asks again.
    if (first.current) {
      first.current = false;
      return;
    }
    if (where && usrNo) void refetch();
  }, [where, usrNo, refetch]);

  const count = unread.data?.unreadCount ?? 0;
  return (
    <>
      <Badge dot={count > 0} offset={[-6, 6]}>
        <Button
          type="text"
          icon={<BellOutlined aria-hidden />}
          aria-label={count > 0 ? t('notifications.bell.unread', { count }) : t('notifications.bell.open')}
          // A pointer over the bell or the focus on it loads the drawer, still closed: the click then
          // only opens it, where loading it on the click kept the reader waiting about 0.3 s.
          onPointerEnter={() => setOpened(true)}
          onFocus={() => setOpened(true)}
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
        />
      </Badge>
      {opened && usrNo && (
        <Suspense fallback={null}>
          <NotificationDrawer open={open} usrNo={usrNo} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
