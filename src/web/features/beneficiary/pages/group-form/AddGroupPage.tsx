import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageCard } from '../../../../components/PageCard';
import { useAddGroup } from '../../api';
import { GroupForm } from '../../components/GroupForm';

/** /finance/beneficiary/group/addGroup: a new group; back to the groups once saved. */
export default function AddGroupPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const add = useAddGroup();

  return (
    <PageCard title={t('beneficiary.menu.addGroup')}>
      <GroupForm
        submitting={add.isPending}
        onSubmit={async (values) => {
          await add.mutateAsync(values);
          void message.success(t('beneficiary.groups.added'));
          navigate('/finance/beneficiary?tab=groups');
        }}
      />
    </PageCard>
  );
}
