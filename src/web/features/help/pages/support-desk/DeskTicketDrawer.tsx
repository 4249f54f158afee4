import { Alert, App, Button, Checkbox, Divider, Drawer, Form, Input, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { ANSWER_MAX, answerRule } from '../../../../../shared/rules/help';
import { isActionError } from '../../../../api/errors';
import type { UploadedFile } from '../../../../api/upload';
import { FileUpload } from '../../../../components/FileUpload';
import { applyFieldErrors, useRevalidateOnLanguageChange, zodRule } from '../../../../components/formRules';
import { useRowAction } from '../../../../app/overlay/useRowAction';
import { useAnswerTicket, useDeskTicket, useTakeTicket } from '../../api';
import { TicketView } from '../../components/TicketView';

interface AnswerValues {
  message: string;
  attachment?: UploadedFile[];
  resolve: boolean;
}

/** One ticket on the desk: take it (0 -> 2), then answer it (stays 2, or 1 addressed). */
export function DeskTicketDrawer({ ticketNo, onClose }: { ticketNo: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const ticket = useDeskTicket(ticketNo ?? null);
  const take = useTakeTicket();
  const answer = useAnswerTicket();
  const row = useRowAction();
  const [form] = Form.useForm<AnswerValues>();
  useRevalidateOnLanguageChange(form);
  const data = ticket.data;

  const send = async (v: AnswerValues) => {
    if (!data) return;
    try {
      await answer.mutateAsync({ ticketNo: data.ticketNo, message: v.message, fileId: v.attachment?.[0]?.fileId, resolve: v.resolve ? 'Y' : 'N' });
      void message.success(t('help.desk.sent'));
      form.resetFields();
    } catch (e) {
      if (!isActionError(e)) throw e;
      const rest = applyFieldErrors(form, e.fieldErrors.map((f) => (f.field === 'fileId' ? { ...f, field: 'attachment' } : f)));
      if (e.fieldErrors.length === 0 || rest.length > 0) void message.error(e.message);
    }
  };

  return (
    <Drawer
      open={Boolean(ticketNo)}
      onClose={onClose}
      size={680}
      title={ticketNo ? t('help.detail.title', { ticketNo }) : ''}
      destroyOnHidden
      extra={
        data?.status === '0' && (
          <Button type="primary" disabled={row.busy(data.ticketNo)} onClick={() => void row.run(data.ticketNo, () => take.mutateAsync(data.ticketNo), t('help.desk.taken'))}>
            {t('help.desk.take')}
          </Button>
        )
      }
    >
      {ticket.isLoading ? (
        <Skeleton active />
      ) : data ? (
        <>
          <TicketView
            ticket={data}
            extra={[{ label: t('help.desk.business'), value: `${data.merchantName} (${data.merchantNo})` }]}
            noAnswers={t('help.desk.noAnswers')}
          />
          <Divider />
          {data.status === '0' && <Alert type="info" showIcon message={t('help.desk.takeFirst')} />}
          {(data.status === '1' || data.status === '3') && <Alert type="success" showIcon message={t('help.desk.closed')} />}
          {data.status === '2' && (
            <Form<AnswerValues> form={form} name="answer" layout="vertical" initialValues={{ resolve: true, attachment: [] }} onFinish={(v) => void send(v)}>
              <Form.Item name="message" label={t('help.desk.answer')} rules={[zodRule(answerRule)]}>
                <Input.TextArea rows={4} maxLength={ANSWER_MAX} showCount placeholder={t('help.desk.answerPlaceholder')} />
              </Form.Item>
              <Form.Item name="attachment" label={t('help.desk.answerAttachment')} extra={t('help.raise.attachmentHint')}>
                <FileUpload buttonText={t('help.raise.chooseFile')} />
              </Form.Item>
              <Form.Item name="resolve" valuePropName="checked">
                <Checkbox>{t('help.desk.resolve')}</Checkbox>
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={answer.isPending}>
                {t('help.desk.send')}
              </Button>
            </Form>
          )}
        </>
      ) : (
        <Result status="warning" title={t('help.detail.notFound')} />
      )}
    </Drawer>
  );
}
