import { Button, Result } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function PageFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('errors.pageFailed')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

interface State {
  failed: boolean;
}

/**
 * Keeps one broken page (a chunk that failed to load after a deploy, a render bug) from taking the
 * shell down. Retry reloads, which also fetches the new build's chunks.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Page failed', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <PageFailed onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}
