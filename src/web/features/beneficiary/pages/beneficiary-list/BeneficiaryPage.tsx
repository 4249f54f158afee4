import { Segmented } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageCard } from '../../../../components/PageCard';
import { BeneficiaryTab } from './BeneficiaryTab';
import { GroupTab } from './GroupTab';
import { type ListState, type ListTab, listSearch, readListState } from './listQuery';

/** /finance/beneficiary: the business's saved payees and their groups (function 11). */
export default function BeneficiaryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(() => readListState(new URLSearchParams(search)), [search]);
  const go = useCallback((next: ListState) => setParams(listSearch(next)), [setParams]);

  return (
    <PageCard title={t('beneficiary.title')}>
      <Segmented<ListTab>
        aria-label={t('beneficiary.tabs.label')}
        style={{ marginBottom: 16 }}
        value={state.tab}
        options={[
          { value: 'beneficiaries', label: t('beneficiary.tabs.beneficiaries') },
          { value: 'groups', label: t('beneficiary.tabs.groups') },
        ]}
        onChange={(tab) => go({ tab, pageNum: 1, pageSize: state.pageSize })}
      />
      {state.tab === 'groups' ? <GroupTab state={state} go={go} /> : <BeneficiaryTab state={state} go={go} />}
    </PageCard>
  );
}
