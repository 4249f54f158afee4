import { Card, theme } from 'antd';
import type { ReactNode } from 'react';

/** A page's frame: its title as the page heading, optional actions, then the content. */
export function PageCard({
  title,
  extra,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const { token } = theme.useToken();
  return (
    <Card
      variant="borderless"
      title={
        <h1 style={{ fontSize: token.fontSizeHeading4, margin: 0, fontWeight: 600 }}>{title}</h1>
      }
      extra={extra}
    >
      {children}
    </Card>
  );
}
