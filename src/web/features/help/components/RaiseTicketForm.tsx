import { App, Button, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CONTACT_CHANNELS, ISSUE_TYPES, TICKET_TYPES } from '../../../../shared/dict/help';
import {
  contactChannelRule,
  issueTypeRule,
  TICKET_DESCRIPTION_MAX,
  TICKET_TITLE_MAX,
  ticketDescriptionRule,
  ticketTitleRule,
  ticketTypeRule,
} from '../../../../shared/rules/help';
import { isActionError } from '../../../api/errors';
import type { UploadedFile } from '../../../api/upload';
import { FileUpload } from '../../../components/FileUpload';
import { applyFieldErrors, useRevalidateOnLanguageChange, zodRule } from '../../../components/formRules';
import { useRaiseTicket } from '../api';

interface Values {
  ticketType: string;
  title: string;
  issueType: string;
  description: string;
  contactChannel: string;
  attachment?: UploadedFile[];
}

/**
 * RaiseTicket: type, title, issue type, description, an optional attachment (the file service's
 * list/file upload: doc, dot, docx or pdf under 10 MB, uploaded as the business's file) and the
 * contact channel; the shared rules check each field as the server does.
 */
export function RaiseTicketForm({ onRaised }: { onRaised: (ticketNo: string) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  useRevalidateOnLanguageChange(form);
  const raise = useRaiseTicket();

  const submit = async (v: Values) => {
    try {
      const res = await raise.mutateAsync({
        ticketType: v.ticketType,
        title: v.title,
        issueType: v.issueType,
        description: v.description,
        contactChannel: v.contactChannel,
        fileId: v.attachment?.[0]?.fileId,
      });
      void message.success(t('help.raise.raised', { ticketNo: res.ticketNo }));
      form.resetFields();
      onRaised(res.ticketNo);
    } catch (e) {
      if (!isActionError(e)) throw e;
      const rest = applyFieldErrors(form, e.fieldErrors.map((f) => (f.field === 'fileId' ? { ...f, field: 'attachment' } : f)));
      if (e.fieldErrors.length === 0 || rest.length > 0) void message.error(e.message);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      initialValues={{ ticketType: 'E', contactChannel: '01', attachment: [] }}
      onFinish={(v) => void submit(v)}
    >
      <Form.Item name="ticketType" label={t('help.raise.ticketType')} rules={[zodRule(ticketTypeRule)]}>
        <Radio.Group optionType="button" options={TICKET_TYPES.map((v) => ({ value: v, label: t(`help.ticketType.${v}`) }))} />
      </Form.Item>
      <Form.Item name="title" label={t('help.raise.title')} rules={[zodRule(ticketTitleRule)]}>
        <Input maxLength={TICKET_TITLE_MAX} showCount placeholder={t('help.raise.titlePlaceholder')} />
      </Form.Item>
      <Form.Item name="issueType" label={t('help.raise.issueType')} rules={[zodRule(issueTypeRule)]}>
        <Select options={ISSUE_TYPES.map((v) => ({ value: v, label: t(`help.issueType.${v}`) }))} />
      </Form.Item>
      <Form.Item name="description" label={t('help.raise.description')} rules={[zodRule(ticketDescriptionRule)]}>
        <Input.TextArea rows={5} maxLength={TICKET_DESCRIPTION_MAX} showCount placeholder={t('help.raise.descriptionPlaceholder')} />
      </Form.Item>
      <Form.Item name="attachment" label={t('help.raise.attachment')} extra={t('help.raise.attachmentHint')}>
        <FileUpload merchant buttonText={t('help.raise.chooseFile')} />
      </Form.Item>
      <Form.Item name="contactChannel" label={t('help.raise.contactChannel')} rules={[zodRule(contactChannelRule)]}>
        <Radio.Group options={CONTACT_CHANNELS.map((v) => ({ value: v, label: t(`help.contactChannel.${v}`) }))} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={raise.isPending}>
        {t('help.raise.submit')}
      </Button>
    </Form>
  );
}
