import { LoadingOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';

/**
 * How a money order (or a batch of them) ended: a spinner while the network has not answered
 * (`waiting`), the title announced to screen readers (role=status), a line of detail, and the
 * "again" and "done" buttons.
 */
export function OutcomeResult({
  status,
  waiting,
  title,
  subTitle,
  againText,
  doneText,
  onAgain,
  onDone,
}: {
  status: 'success' | 'error' | 'info' | 'warning';
  waiting: boolean;
  title: ReactNode;
  subTitle: ReactNode;
  againText: string;
  doneText: string;
  onAgain: () => void;
  onDone: () => void;
}) {
  return (
    <Result
      status={status}
      icon={waiting ? <Spin indicator={<LoadingOutlined style={{ fontSize: 48 }} spin />} /> : undefined}
      title={<span role="status">{title}</span>}
      subTitle={subTitle}
      extra={[
        <Button key="again" onClick={onAgain}>
          {againText}
        </Button>,
        <Button key="done" type="primary" onClick={onDone}>
          {doneText}
        </Button>,
      ]}
    />
  );
}
