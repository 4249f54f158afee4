import { App } from 'antd';
import { type ReactNode, useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  okText?: ReactNode;
  danger?: boolean;
}

/**
 * The shared confirmation dialog of the root (antd App's modal): resolves true on OK and false on
 * cancel or close.
 */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  return useCallback(
    (options) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: options.title,
          content: options.content,
          okText: options.okText ?? t('common.ok'),
          cancelText: t('common.cancel'),
          okButtonProps: { danger: options.danger },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
}
