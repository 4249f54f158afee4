import { Alert, Button, Descriptions, Flex, Modal, Result, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OutputOf } from '../../../../../shared/actions/contract';
import type { PelezaCheck } from '../../../../../shared/actions/recognition';
import { isActionError } from '../../../../api/errors';
import { getSession, personHasBusiness } from '../../../../api/session';
import type { UploadedFile } from '../../../../api/upload';
import { loadSessionData } from '../../../../app/session/loadSession';
import { PicUpload } from '../../../../components/PicUpload';
import { pelezaCheck, recognizeIdCard } from '../../api';
import { OnboardingFrame } from '../../components/OnboardingFrame';

/** What recognition read, shown to the person (also beside 'Name and ID number do not match'). */
interface ReadFields {
  idType?: string;
  idNo?: string;
  firstName?: string;
  lastName?: string;
  otherNames?: string | null;
  dateOfBirth?: string | null;
}

type Check = OutputOf<typeof PelezaCheck>;
const POLL_MS = 2000;

/** /uploadIdDocument: the ID picture, recognised and compared, then the identity check (PelezaCheck). */
export default function UploadIdDocumentPage() {
  const { t } = useTranslation();
  return (
    <OnboardingFrame title={t('onboarding.id.title')} subtitle={t('onboarding.id.subtitle')}>
      {() => <IdDocument />}
    </OnboardingFrame>
  );
}

function IdDocument() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [reading, setReading] = useState(false);
  const [read, setRead] = useState<ReadFields | null>(null);
  const [matched, setMatched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [check, setCheck] = useState<Check | null>(null);
  const [checking, setChecking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const onFiles = async (next: UploadedFile[]) => {
    setFiles(next);
    setRead(null);
    setRefusal(null);
    setMatched(false);
    setCheck(null);
    const file = next[0];
    if (!file) return;
    setReading(true);
    try {
      const out = await recognizeIdCard(file.fileId);
      setRead(out);
      setMatched(out.idUploadFlag === 'Y');
    } catch (e) {
      if (!isActionError(e) || e.kind === 'session') return;
      setRefusal(e.message);
      // 'Name and ID number do not match' comes with what was read.
      const env = e.envelope as (ReadFields & Record<string, unknown>) | null;
      if (env?.idNo || env?.firstName) setRead(env);
    } finally {
      setReading(false);
    }
  };

  const runCheck = async () => {
    setChecking(true);
    try {
      const out = await pelezaCheck();
      setCheck(out);
      if (out.pelezaSts === '02' || out.pelezaSts === '03') {
        timer.current = setTimeout(() => void runCheck(), POLL_MS);
        return;
      }
      if (out.pelezaSts === '00') await loadSessionData({ silent: true }).catch(() => {});
    } catch (e) {
      if (isActionError(e) && e.kind !== 'session') setRefusal(e.message);
    }
    setChecking(false);
  };

  const finish = () => navigate(personHasBusiness(getSession().person) ? '/home' : '/growBusiness', { replace: true });
  const inProgress = check?.pelezaSts === '02' || check?.pelezaSts === '03';

  if (check?.pelezaSts === '00') {
    return (
      <Result
        status="success"
        title={t('onboarding.id.verified')}
        extra={
          <Button type="primary" onClick={finish}>
            {t('common.done')}
          </Button>
        }
      />
    );
  }

  return (
    <Flex vertical gap={16}>
      <PicUpload value={files} onChange={(f) => void onFiles(f)} buttonText={t('onboarding.id.choose')} disabled={reading || checking} />
      {reading && <Spin tip={t('onboarding.id.reading')}><div style={{ height: 40 }} /></Spin>}
      {refusal && <Alert type="error" showIcon message={refusal} />}
      {matched && <Alert type="success" showIcon message={t('onboarding.id.matched')} />}
      {read && (
        <Descriptions
          bordered
          size="small"
          column={1}
          title={t('onboarding.id.readTitle')}
          items={[
            { key: 'idType', label: t('register.idType'), children: read.idType ? t(`dict.idType.${read.idType}`) : t('common.none') },
            { key: 'idNo', label: t('register.idNo'), children: read.idNo || t('common.none') },
            { key: 'firstName', label: t('register.firstName'), children: read.firstName || t('common.none') },
            { key: 'lastName', label: t('register.lastName'), children: read.lastName || t('common.none') },
            ...(read.otherNames ? [{ key: 'other', label: t('onboarding.id.otherNames'), children: read.otherNames }] : []),
          ]}
        />
      )}
      {check?.pelezaSts === '01' && <Alert type="error" showIcon message={t('onboarding.id.checkFailed')} description={check.reason ?? undefined} />}
      {matched && (
        <Button type="primary" size="large" loading={checking} onClick={() => void runCheck()} style={{ height: 48, fontWeight: 600 }}>
          {t('onboarding.id.verify')}
        </Button>
      )}
      <Modal open={inProgress} title={t('onboarding.id.progressTitle')} closable={false} maskClosable={false} footer={null}>
        <Flex gap={12} align="center">
          <Spin />
          {t('onboarding.id.progressText')}
        </Flex>
      </Modal>
    </Flex>
  );
}
