import { App } from 'antd';
import { type ReactNode, useState } from 'react';
import { type ConfirmOptions, useConfirm } from './useConfirm';

/**
 * An action on one row of a table (delete, block, resend): optionally confirmed with the shared
 * dialog, the row's buttons disabled while it runs, a success toast when it is done. A refusal has
 * already been shown by the client, so it is only swallowed here.
 *
 *   const row = useRowAction();
 *   <Button disabled={row.busy(b.id)} onClick={() => void row.run(b.id, () => remove.mutateAsync(b.id), t('…deleted'), { title, danger: true })}>
 */
export function useRowAction() {
  const { message } = App.useApp();
  const confirm = useConfirm();
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (id: string, action: () => Promise<unknown>, done: ReactNode, ask?: ConfirmOptions): Promise<void> => {
    if (ask && !(await confirm(ask))) return;
    setBusyId(id);
    try {
      await action();
      void message.success(done);
    } catch {
      // the client has shown the refusal
    } finally {
      setBusyId(null);
    }
  };

  return { run, busy: (id: string) => busyId === id };
}
