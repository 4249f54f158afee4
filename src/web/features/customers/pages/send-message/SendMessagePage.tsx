import { Alert, Button, Flex, Form, Input, Radio, Table, Tag, Typography } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { type Customer, CustomerNotice, type CustomerNoticeSummary, type NoticeChannel } from '../../../../../shared/actions/customers';
import { PhoneText } from '../../../../components/PhoneText';
import { NOTICE_CONTENT_MAX, NOTICE_SUBJECT_MAX } from '../../../../../shared/rules/customers';
import { isActionError } from '../../../../api/errors';
import { useConfirm } from '../../../../app/overlay/useConfirm';
import { ButtonLink } from '../../../../components/ButtonLink';
import { displayDateTime } from '../../../../components/dateDisplay';
import { applyFieldErrors, useRevalidateOnLanguageChange, zodRule } from '../../../../components/formRules';
import { PageCard } from '../../../../components/PageCard';
import { type PageState, serverPaging, usePageInRange } from '../../../../components/serverPaging';
import { ShortName } from '../../../../components/ShortName';
import { TableEmpty } from '../../../../components/TableEmpty';
import { ruleText } from '../../../../i18n';
import { useCustomerNotices, useCustomers, useSendNotice } from '../../api';
import { DebouncedSearch } from '../../../../components/DebouncedSearch';
import { readIds } from '../../components/listQuery';
import { NoticeResult } from '../../components/NoticeResult';

interface MessageForm {
  channel: NoticeChannel;
  subject?: string;
  content: string;
}

type Sent = { noticeId: string; total: number; sent: number; failed: number };

const tryAgainLink = (noticeId: string) => `/customer/sendMessage/tryAgain?noticeId=${encodeURIComponent(noticeId)}`;

/**
 * /customer/sendMessage: a message by SMS, e-mail or in-app to the customers ticked (those chosen
 * on the list come ticked), what came of it, and the messages sent before (2103).
 */
export default function SendMessagePage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const [params] = useSearchParams();
  const [form] = Form.useForm<MessageForm>();
  useRevalidateOnLanguageChange(form);
  const channel = Form.useWatch('channel', form) ?? '02';
  const idsParam = params.get('ids') ?? '';
  const [selected, setSelected] = useState<string[]>(() => readIds(params));
  // The page stays open in its tab: customers chosen again on the list arrive as new ?ids=.
  const [seenIds, setSeenIds] = useState(idsParam);
  if (seenIds !== idsParam) {
    setSeenIds(idsParam);
    setSelected(readIds(new URLSearchParams({ ids: idsParam })));
  }
  const [pickPage, setPickPage] = useState<PageState>({ pageNum: 1, pageSize: 10 });
  const [keyword, setKeyword] = useState('');
  const picker = useCustomers({ ...pickPage, keyword: keyword || undefined });
  // A page past the end (?page=999, or the last row deleted) moves to the last page.
  usePageInRange(pickPage, picker.data?.total, setPickPage);
  const [historyPage, setHistoryPage] = useState<PageState>({ pageNum: 1, pageSize: 10 });
  const history = useCustomerNotices(historyPage);
  // A page past the end (?page=999, or the last row deleted) moves to the last page.
  usePageInRange(historyPage, history.data?.total, setHistoryPage);
  const send = useSendNotice();
  const [result, setResult] = useState<Sent | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const onSearch = useCallback((q: string) => {
    setKeyword(q);
    setPickPage((p) => ({ ...p, pageNum: 1 }));
  }, []);

  const onSend = async (v: MessageForm) => {
    setRefusal(null);
    if (selected.length === 0) {
      setRefusal(ruleText('MMCP6114'));
      return;
    }
    if (!(await confirm({ title: t('customers.message.confirm', { count: selected.length }) }))) return;
    try {
      const out = await send.mutateAsync({ channel: v.channel, custIds: selected, subject: v.subject ?? '', content: v.content });
      setResult(out);
      form.resetFields(['subject', 'content']);
      setSelected([]);
    } catch (e) {
      if (!isActionError(e)) throw e;
      const rest = applyFieldErrors(form, e.fieldErrors);
      if (e.fieldErrors.length === 0 || rest.length > 0) setRefusal(e.message);
    }
  };

  const needsSubject = channel === '01';
  const subjectRules = useMemo(
    () => [
      zodRule(CustomerNotice.input.shape.subject),
      {
        validator: async (_: unknown, value?: string) => {
          if (needsSubject && !value?.trim()) throw new Error(ruleText('MMCP6122'));
        },
      },
    ],
    [needsSubject],
  );

  return (
    <PageCard title={t('customers.menu.sendMessage')}>
      {result && (
        <Alert
          style={{ marginBottom: 16 }}
          type={result.failed === 0 ? 'success' : 'warning'}
          showIcon
          message={t('customers.message.sent', { sent: result.sent, total: result.total })}
          description={result.failed > 0 ? t('customers.message.someFailed', { failed: result.failed }) : undefined}
          action={
            result.failed > 0 ? (
              <ButtonLink size="small" type="primary" to={tryAgainLink(result.noticeId)}>
                {t('customers.message.tryAgain')}
              </ButtonLink>
            ) : undefined
          }
        />
      )}
      <Form<MessageForm> form={form} layout="vertical" style={{ maxWidth: 760 }} initialValues={{ channel: '02' }} onFinish={(v) => void onSend(v)}>
        <Form.Item name="channel" label={t('customers.message.channel')}>
          <Radio.Group optionType="button" options={(['02', '01', '03'] as const).map((c) => ({ value: c, label: t(`customers.message.channels.${c}`) }))} />
        </Form.Item>
        {channel !== '02' && (
          <Form.Item name="subject" label={t('customers.message.subject')} required={needsSubject} rules={subjectRules}>
            <Input maxLength={NOTICE_SUBJECT_MAX} />
          </Form.Item>
        )}
        <Form.Item
          name="content"
          label={t('customers.message.content')}
          required
          rules={[zodRule(CustomerNotice.input.shape.content)]}
        >
          <Input.TextArea rows={4} maxLength={NOTICE_CONTENT_MAX} showCount />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('customers.message.chooseHint')}</Typography.Paragraph>
        <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 12 }}>
          <DebouncedSearch value={keyword} onSettled={onSearch} label={t('customers.list.search')} placeholder={t('customers.list.searchPlaceholder')} />
          <Typography.Text strong>{t('customers.message.chosen', { count: selected.length })}</Typography.Text>
        </Flex>
        <Table<Customer>
          rowKey="custId"
          size="small"
          dataSource={picker.data?.list ?? []}
          loading={picker.isFetching}
          scroll={{ x: 'max-content' }}
          aria-label={t('customers.message.recipients')}
          rowSelection={{
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            onChange: (keys) => setSelected(keys.map(String).slice(0, 100)),
            getCheckboxProps: (c) => ({ disabled: c.blackFlg === 'Y', 'aria-label': c.fullName }),
          }}
          locale={{ emptyText: <TableEmpty failed={picker.isError} onRetry={() => void picker.refetch()} description={t('customers.list.emptySearch')} /> }}
          columns={[
            {
              key: 'name',
              title: t('customers.list.name'),
              render: (_, c) => (
                <span>
                  <ShortName name={c.fullName} /> {c.blackFlg === 'Y' && <Tag color="red">{t('customers.list.blacklisted')}</Tag>}
                </span>
              ),
            },
            { key: 'mobile', title: t('customers.list.mobile'), render: (_, c) => <PhoneText phone={c.mobile} /> },
            { key: 'email', title: t('customers.list.email'), render: (_, c) => c.email || t('common.none') },
          ]}
          {...serverPaging(pickPage, picker.data?.total ?? 0, setPickPage)}
        />
        {refusal && <Alert type="error" showIcon style={{ margin: '12px 0' }} message={refusal} />}
        <Button type="primary" htmlType="submit" loading={send.isPending} style={{ marginTop: 12 }}>
          {t('customers.message.send')}
        </Button>
      </Form>
      <h2 style={{ fontSize: 16, fontWeight: 600, marginTop: 32 }}>{t('customers.message.history')}</h2>
      <Table<CustomerNoticeSummary>
        rowKey="noticeId"
        size="middle"
        dataSource={history.data?.list ?? []}
        loading={history.isFetching}
        scroll={{ x: 'max-content' }}
        aria-label={t('customers.message.history')}
        locale={{ emptyText: <TableEmpty failed={history.isError} onRetry={() => void history.refetch()} description={t('customers.message.noHistory')} /> }}
        columns={[
          { key: 'sentAt', title: t('customers.message.sentAt'), render: (_, n) => displayDateTime(n.createdAt) },
          { key: 'channel', title: t('customers.message.channelColumn'), render: (_, n) => t(`customers.message.channels.${n.channel}`) },
          {
            key: 'content',
            title: t('customers.message.content'),
            render: (_, n) => (
              <Typography.Text ellipsis style={{ maxWidth: 280 }} title={n.content}>
                {n.subject ? `${n.subject}: ` : ''}
                {n.content}
              </Typography.Text>
            ),
          },
          { key: 'result', title: t('customers.message.result'), render: (_, n) => <NoticeResult sent={n.sent} total={n.total} /> },
          { key: 'operator', title: t('customers.message.operator'), dataIndex: 'operatorName' },
          {
            key: 'actions',
            title: t('customers.list.actions'),
            render: (_, n) =>
              n.failed > 0 ? (
                <ButtonLink type="link" to={tryAgainLink(n.noticeId)}>
                  {t('customers.message.tryAgain')}
                </ButtonLink>
              ) : null,
          },
        ]}
        {...serverPaging(historyPage, history.data?.total ?? 0, setHistoryPage)}
      />
    </PageCard>
  );
}
