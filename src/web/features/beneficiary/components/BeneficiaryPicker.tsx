import { Flex, Input, Table, Tag, Typography } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Beneficiary, PayeeType } from '../../../../shared/actions/beneficiaries';
import { SEARCH_DEBOUNCE_MS } from '../../../components/DebouncedSearch';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import { TableEmpty } from '../../../components/TableEmpty';
import { useBeneficiaries } from '../api';
import { payeeNumber } from './payeeDisplay';
import { useChannelLabel } from './useChannelLabel';
import { ShortName } from '../../../components/ShortName';

/** The picker's page size (spec 000: the share-to-payee drawer lists 10 a page). */
export const PICKER_PAGE_SIZE = 10;

interface ListFilter {
  /** 2 (default): only payees money can be sent to; 1: every saved payee. */
  pageType?: '1' | '2';
  bnfTyp?: PayeeType;
  walletFlg?: 'Y' | 'N';
  /** Only payees on these channels. */
  rcvCnls?: string[];
}

interface SelectionProps {
  type: 'radio' | 'checkbox';
  selectedKeys: readonly string[];
  /** Rows that may not be picked now (e.g. a full group). */
  disabled?: (b: Beneficiary) => boolean;
  onToggle: (b: Beneficiary, selected: boolean) => void;
}

/** The searchable, server-paged list both pickers share. */
function PickerList({ filter, selection }: { filter: ListFilter; selection: SelectionProps }) {
  const { t } = useTranslation();
  const channelLabel = useChannelLabel();
  const [text, setText] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const qryEnter = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS) || undefined;
  const [searched, setSearched] = useState<string | undefined>(undefined);
  // A new search starts at the first page (set during render, so no stale page is fetched).
  if (searched !== qryEnter) {
    setSearched(qryEnter);
    setPageNum(1);
  }
  const list = useBeneficiaries({ pageNum, pageSize: PICKER_PAGE_SIZE, qryEnter, pageType: filter.pageType ?? '2', bnfTyp: filter.bnfTyp, walletFlg: filter.walletFlg, rcvCnls: filter.rcvCnls });
  const selected = new Set(selection.selectedKeys);

  return (
    <Flex vertical gap={12}>
      <Input.Search
        allowClear
        aria-label={t('beneficiary.picker.search')}
        placeholder={t('beneficiary.picker.searchPlaceholder')}
        maxLength={60}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(v) => setText(v)}
      />
      <Table<Beneficiary>
        rowKey="bnfUsrNo"
        size="small"
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        locale={{ emptyText: <TableEmpty failed={list.isError} onRetry={() => void list.refetch()} description={t('beneficiary.picker.empty')} /> }}
        rowSelection={{
          type: selection.type,
          hideSelectAll: true,
          selectedRowKeys: selection.selectedKeys as Key[],
          getCheckboxProps: (b) => ({
            disabled: !selected.has(b.bnfUsrNo) && Boolean(selection.disabled?.(b)),
            'aria-label': `${t('beneficiary.picker.choose')} ${b.bnfName}`,
          }),
          onSelect: (b, isSelected) => selection.onToggle(b, isSelected),
        }}
        // A click anywhere on the row picks it (or, with checkboxes, unpicks it), as its radio does.
        onRow={(b) => {
          const blocked = !selected.has(b.bnfUsrNo) && Boolean(selection.disabled?.(b));
          return {
            style: { cursor: blocked ? 'not-allowed' : 'pointer' },
            onClick: (e) => {
              if (blocked || (e.target as HTMLElement).closest('input, label, button, a')) return;
              selection.onToggle(b, selection.type === 'radio' || !selected.has(b.bnfUsrNo));
            },
          };
        }}
        columns={[
          {
            key: 'name',
            title: t('beneficiary.list.name'),
            render: (_, b) => (
              <Flex vertical>
                <span>
                  <ShortName name={b.bnfName} /> {b.walletFlg === 'Y' && <Tag color="blue">{t('beneficiary.list.wallet')}</Tag>}
                </span>
                {b.nickname && <Typography.Text type="secondary">{b.nickname}</Typography.Text>}
              </Flex>
            ),
          },
          { key: 'channel', title: t('beneficiary.list.channel'), render: (_, b) => channelLabel(b.rcvCnl) },
          { key: 'number', title: t('beneficiary.list.number'), render: (_, b) => payeeNumber(b) },
        ]}
        pagination={{
          current: pageNum,
          pageSize: PICKER_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (count) => t('beneficiary.picker.total', { count }),
          onChange: (page) => setPageNum(page),
        }}
      />
    </Flex>
  );
}

export interface BeneficiaryPickerProps extends ListFilter {
  /** The chosen beneficiary's number (bnfUsrNo). */
  value?: string;
  onChange?: (bnfUsrNo: string, beneficiary: Beneficiary) => void;
}

/**
 * Picks one saved payee from a searchable list paged on the server (10 a page), e.g. in the
 * share-to-payee drawer or the send-money screen. Controlled, so it sits in a Form.Item:
 *
 *   <Form.Item name="bnfUsrNo" label={t('...')}>
 *     <BeneficiaryPicker walletFlg="Y" onChange={(_id, b) => setPayee(b)} />
 *   </Form.Item>
 *
 * By default it offers only payees money can be sent to (pageType 2); pageType '1' lists all.
 */
export function BeneficiaryPicker({ value, onChange, ...filter }: BeneficiaryPickerProps) {
  return (
    <PickerList
      filter={filter}
      selection={{
        type: 'radio',
        selectedKeys: value ? [value] : [],
        onToggle: (b, isSelected) => {
          if (isSelected) onChange?.(b.bnfUsrNo, b);
        },
      }}
    />
  );
}

export interface BeneficiaryMultiPickerProps extends ListFilter {
  value?: Beneficiary[];
  onChange?: (value: Beneficiary[]) => void;
  /** At most this many may be chosen (a group holds up to 20). */
  max: number;
}

/** Picks several payees across pages and searches (the members of a group), up to `max`. */
export function BeneficiaryMultiPicker({ value = [], onChange, max, ...filter }: BeneficiaryMultiPickerProps) {
  return (
    <PickerList
      filter={filter}
      selection={{
        type: 'checkbox',
        selectedKeys: value.map((b) => b.bnfUsrNo),
        disabled: () => value.length >= max,
        onToggle: (b, isSelected) => {
          const rest = value.filter((v) => v.bnfUsrNo !== b.bnfUsrNo);
          onChange?.(isSelected ? [...rest, b] : rest);
        },
      }}
    />
  );
}
