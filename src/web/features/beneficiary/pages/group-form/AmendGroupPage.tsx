import { App, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../../components/ButtonLink';
import { PageCard } from '../../../../components/PageCard';
import { readText } from '../../../../components/urlParams';
import { useBeneficiaryGroup, useUpdateGroup } from '../../api';
import { GroupForm } from '../../components/GroupForm';

/** /finance/beneficiary/group/amendGroup?groupId=…: renames a group and sets its members. */
export default function AmendGroupPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const groupId = readText(params, 'groupId', 40) ?? null;
  const detail = useBeneficiaryGroup(groupId);
  const update = useUpdateGroup();

  let body = <Skeleton active />;
  if (!groupId || detail.isError) {
    body = (
      <Result
        status="warning"
        title={t('beneficiary.groups.notFound')}
        extra={<ButtonLink to="/finance/beneficiary?tab=groups">{t('beneficiary.groups.backToList')}</ButtonLink>}
      />
    );
  } else if (detail.data) {
    const id = groupId;
    body = (
      <GroupForm
        key={detail.data.groupId}
        initialValues={{ groupName: detail.data.groupName, bnfUsrNos: detail.data.members }}
        submitting={update.isPending}
        onSubmit={async (values) => {
          await update.mutateAsync({ ...values, groupId: id });
          void message.success(t('beneficiary.groups.amended'));
          navigate('/finance/beneficiary?tab=groups');
        }}
      />
    );
  }

  return <PageCard title={t('beneficiary.menu.amendGroup')}>{body}</PageCard>;
}
