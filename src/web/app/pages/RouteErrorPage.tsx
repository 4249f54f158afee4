import { Flex } from 'antd';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { PageFailed } from './PageErrorBoundary';

/** The router's last resort (a fixed route's chunk missing after a deploy, a render bug). */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route failed', error);
  }, [error]);
  return (
    <Flex component="main" align="center" justify="center" style={{ minHeight: '80vh' }}>
      <PageFailed onRetry={() => window.location.reload()} />
    </Flex>
  );
}
