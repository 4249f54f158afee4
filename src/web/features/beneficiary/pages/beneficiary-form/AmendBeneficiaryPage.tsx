import { App, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../../components/ButtonLink';
import { PageCard } from '../../../../components/PageCard';
import { readText } from '../../../../components/urlParams';
import { useBeneficiary, useUpdateBeneficiary } from '../../api';
import { BeneficiaryForm } from '../../components/BeneficiaryForm';
import { toFormValues } from '../../components/beneficiaryForm';

/** /finance/beneficiary/amendBeneficiary?bnfUsrNo=…: changes a saved payee. */
export default function AmendBeneficiaryPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const bnfUsrNo = readText(params, 'bnfUsrNo', 40) ?? null;
  const detail = useBeneficiary(bnfUsrNo);
  const update = useUpdateBeneficiary();

  let body = <Skeleton active />;
  if (!bnfUsrNo || detail.isError) {
    body = (
      <Result
        status="warning"
        title={t('beneficiary.form.notFound')}
        extra={<ButtonLink to="/finance/beneficiary">{t('beneficiary.form.backToList')}</ButtonLink>}
      />
    );
  } else if (detail.data) {
    const id = bnfUsrNo;
    body = (
      <BeneficiaryForm
        key={detail.data.bnfUsrNo}
        initialValues={toFormValues(detail.data)}
        submitting={update.isPending}
        onSubmit={async (values) => {
          await update.mutateAsync({ ...values, bnfUsrNo: id });
          void message.success(t('beneficiary.form.amended'));
          navigate('/finance/beneficiary');
        }}
      />
    );
  }

  return <PageCard title={t('beneficiary.menu.amendBeneficiary')}>{body}</PageCard>;
}
