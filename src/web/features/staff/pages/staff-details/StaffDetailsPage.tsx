import { Alert, App, Button, Card, Descriptions, Empty, Form, Input, Modal, Space, Spin, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { StaffDetail } from '../../../../../shared/actions/staff';
import { displayPhone, emailRule } from '../../../../../shared/rules/identity';
import { roleSelectionRule } from '../../../../../shared/rules/staff';
import { isActionError } from '../../../../api/errors';
import { useFunctions } from '../../../../app/guards/permissions';
import { useConfirm } from '../../../../app/overlay/useConfirm';
import { displayDateTime } from '../../../../components/dateDisplay';
import { applyFieldErrors, zodRule, validValues } from '../../../../components/formRules';
import { phoneDigitsRule, toWirePhone } from '../../../../components/inputFilters';
import { PhoneInput } from '../../../../components/PhoneInput';
import { PageCard } from '../../../../components/PageCard';
import { ShortName } from '../../../../components/ShortName';
import { useChangeStaffStatus, useDeleteStaff, useEditStaff, useEditStaffRoles, useInviteStaff, useResetStaffPassword, useStaffDetail, useUpdInviteStaff } from '../../api';
import { RoleTree } from '../../components/RoleTree';
import type { RoleSelection } from '../../components/roleTree';
import { InformationFields, optional, PositionFields } from '../../components/StaffFields';
import { REFUSAL_FIELD, type StaffFormValues, toWire } from '../../components/staffForm';
import { STATUS_COLOR } from '../staff-list/StaffPage';
import { roleText } from '../../../../components/dictText';

type Editing = 'info' | 'roles' | 'invite' | null;

/** /staff/detailsStaff?staffId=…: a staff member's information, position, stores and authority, and what can be done to them. */
export default function StaffDetailsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const staffId = params.get('staffId');
  const detail = useStaffDetail(staffId);
  const { has } = useFunctions();
  const editing = (params.get('edit') as Editing) ?? null;
  const setEditing = (next: Editing) => {
    const p = new URLSearchParams(params);
    if (next) p.set('edit', next);
    else p.delete('edit');
    setParams(p, { replace: true });
  };

  if (detail.isLoading) return <Spin />;
  const s = detail.data;
  if (!s) {
    return (
      <PageCard title={t('staff.details.title')}>
        <Empty description={t('staff.details.notFound')} />
      </PageCard>
    );
  }
  return (
    <PageCard title={t('staff.details.title')} extra={<Actions s={s} onEdit={setEditing} />}>
      {s.lockedReason && has('3602') && <Alert type="info" showIcon message={s.lockedReason} style={{ marginBottom: 16 }} />}
      <Descriptions
        title={t('staff.details.information')}
        bordered
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'name', label: t('staff.details.name'), children: <ShortName name={s.staffName} /> },
          { key: 'userName', label: t('staff.details.userName'), children: s.userName },
          { key: 'position', label: t('staff.details.position'), children: s.position },
          { key: 'role', label: t('staff.details.role'), children: roleText(s.roleName) },
          { key: 'stores', label: t('staff.details.stores'), children: s.stores.map((x) => x.storeName).join(', ') },
          { key: 'status', label: t('staff.details.status'), children: <Tag color={STATUS_COLOR[s.staffSts]}>{t(`staff.status.${s.staffSts}`)}</Tag> },
          { key: 'idNo', label: t('staff.details.idNo'), children: s.idNo ?? t('common.none') },
          { key: 'email', label: t('staff.details.email'), children: s.email ?? t('common.none') },
          { key: 'mobile', label: t('staff.details.mobile'), children: s.mobile ? displayPhone(s.mobile) : t('common.none') },
          { key: 'addedAt', label: t('staff.details.addedAt'), children: displayDateTime(s.createdAt) },
          { key: 'lastLogin', label: t('staff.details.lastLogin'), children: s.lastLoginAt ? displayDateTime(s.lastLoginAt) : t('staff.details.never') },
        ]}
      />
      <Card size="small" title={t('staff.details.authority')} style={{ marginTop: 16 }}>
        <RoleTree value={{ roleGroup: s.roleGroup, funcNos: s.funcNos }} readOnly />
      </Card>
      {editing === 'info' && <EditInfo s={s} onClose={() => setEditing(null)} />}
      {editing === 'roles' && <EditRoles s={s} onClose={() => setEditing(null)} />}
      {editing === 'invite' && s.staffSts === 'P' && <ChangeInvite s={s} onClose={() => setEditing(null)} />}
    </PageCard>
  );
}

function Actions({ s, onEdit }: { s: StaffDetail; onEdit: (e: Editing) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { has } = useFunctions();
  const status = useChangeStaffStatus();
  const invite = useInviteStaff();
  const reset = useResetStaffPassword();
  const remove = useDeleteStaff();
  // Someone the caller may not change (themselves, the owner, a mandate's member): no button the
  // server would refuse; the page says why instead.
  if (!has('3602') || s.lockedReason) return null;
  const name = s.staffName;

  const run = async (ask: Parameters<typeof confirm>[0] | null, work: () => Promise<unknown>, done: () => string) => {
    if (ask && !(await confirm(ask))) return;
    try {
      await work();
      void message.success(done());
    } catch {
      // the client has shown the refusal
    }
  };

  return (
    <Space wrap>
      <Button onClick={() => onEdit('info')}>{t('staff.details.edit')}</Button>
      <Button onClick={() => onEdit('roles')}>{t('staff.details.editRoles')}</Button>
      {s.staffSts === 'P' && (
        <Button loading={invite.isPending} onClick={() => void run(null, () => invite.mutateAsync(s.staffId), () => t('staff.details.invited', { sentTo: [s.email, s.mobile && displayPhone(s.mobile)].filter(Boolean).join(', ') }))}>
          {t('staff.details.invite')}
        </Button>
      )}
      {s.staffSts === 'P' && <Button onClick={() => onEdit('invite')}>{t('staff.details.changeInvite')}</Button>}
      {s.staffSts !== 'F' && (
        <Button
          loading={reset.isPending}
          onClick={() =>
            void run({ title: t('staff.details.confirmReset', { name }), content: t('staff.details.resetNote') }, () => reset.mutateAsync(s.staffId), () =>
              t('staff.details.reset', { sentTo: [s.email, s.mobile && displayPhone(s.mobile)].filter(Boolean).join(', ') }),
            )
          }
        >
          {t('staff.details.resetPassword')}
        </Button>
      )}
      {s.staffSts === 'F' ? (
        <Button loading={status.isPending} onClick={() => void run(null, () => status.mutateAsync({ staffId: s.staffId, staffSts: 'A' }), () => t('staff.details.unfrozen', { name }))}>
          {t('staff.details.unfreeze')}
        </Button>
      ) : (
        <Button
          danger
          loading={status.isPending}
          onClick={() =>
            void run({ title: t('staff.details.confirmFreeze', { name }), content: t('staff.details.freezeNote'), danger: true }, () => status.mutateAsync({ staffId: s.staffId, staffSts: 'F' }), () =>
              t('staff.details.frozen', { name }),
            )
          }
        >
          {t('staff.details.freeze')}
        </Button>
      )}
      <Button
        danger
        type="primary"
        loading={remove.isPending}
        onClick={() =>
          void run({ title: t('staff.details.confirmDelete', { name }), content: t('staff.details.deleteNote'), danger: true }, async () => {
            await remove.mutateAsync(s.staffId);
            navigate('/staff');
          }, () => t('staff.details.deleted', { name }))
        }
      >
        {t('staff.details.delete')}
      </Button>
    </Space>
  );
}

function EditInfo({ s, onClose }: { s: StaffDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<StaffFormValues>();
  const edit = useEditStaff();
  const save = async () => {
    const v = await validValues(form);
    if (!v) return;
    try {
      await edit.mutateAsync({ staffId: s.staffId, ...toWire(v) });
      void message.success(t('staff.details.saved'));
      onClose();
    } catch (e) {
      if (!isActionError(e)) throw e;
      const errors = e.fieldErrors.length ? e.fieldErrors : REFUSAL_FIELD[e.code] ? [{ field: REFUSAL_FIELD[e.code]!, message: e.message }] : [];
      if (!errors.length || applyFieldErrors(form, errors).length) void message.error(e.message);
    }
  };
  return (
    <Modal open width={760} title={t('staff.details.editTitle')} okText={t('common.save')} confirmLoading={edit.isPending} onOk={() => void save().catch(() => {})} onCancel={onClose}>
      <Form<StaffFormValues>
        form={form}
        layout="vertical"
        initialValues={{
          firstName: s.firstName,
          lastName: s.lastName,
          idNo: s.idNo ?? '',
          email: s.email ?? '',
          mobile: s.mobile ? s.mobile.slice(-9) : '',
          position: s.position,
          storeIds: s.stores.map((x) => x.storeId),
        }}
      >
        <InformationFields withUserName={false} />
        <PositionFields />
      </Form>
    </Modal>
  );
}

function EditRoles({ s, onClose }: { s: StaffDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ role: RoleSelection }>();
  const edit = useEditStaffRoles();
  const save = async () => {
    const checked = await validValues(form);
    if (!checked) return;
    const { role } = checked;
    try {
      await edit.mutateAsync({ staffId: s.staffId, roleGroup: role.roleGroup ?? '', funcNos: role.funcNos });
      void message.success(t('staff.details.saved'));
      onClose();
    } catch (e) {
      if (!isActionError(e)) throw e;
      form.setFields([{ name: 'role', errors: [e.fieldErrors[0]?.message ?? e.message] }]);
    }
  };
  return (
    <Modal open width={760} title={t('staff.details.editRolesTitle')} okText={t('common.save')} confirmLoading={edit.isPending} onOk={() => void save().catch(() => {})} onCancel={onClose}>
      <Form form={form} layout="vertical" initialValues={{ role: { roleGroup: s.roleGroup, funcNos: s.funcNos } }}>
        <Form.Item required name="role" label={t('staff.form.role')} extra={t('staff.form.roleHelp')} rules={[zodRule(roleSelectionRule)]}>
          <RoleTree />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Where a pending member's invitation goes (UpdInviteStaff): a new e-mail or mobile, and the invitation is sent there. */
function ChangeInvite({ s, onClose }: { s: StaffDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ email?: string; mobile?: string }>();
  const update = useUpdInviteStaff();
  const save = async () => {
    const v = await validValues(form);
    if (!v) return;
    try {
      const res = await update.mutateAsync({ staffId: s.staffId, email: v.email?.trim() ?? '', mobile: v.mobile ? toWirePhone(v.mobile) : '' });
      void message.success(t('staff.details.invited', { sentTo: res.sentTo.join(', ') }));
      onClose();
    } catch (e) {
      if (!isActionError(e)) throw e;
      const errors = e.fieldErrors.length ? e.fieldErrors : REFUSAL_FIELD[e.code] ? [{ field: REFUSAL_FIELD[e.code]!, message: e.message }] : [];
      if (!errors.length || applyFieldErrors(form, errors).length) void message.error(e.message);
    }
  };
  return (
    <Modal open title={t('staff.details.changeInvite')} okText={t('staff.details.invite')} confirmLoading={update.isPending} onOk={() => void save().catch(() => {})} onCancel={onClose}>
      <Form form={form} layout="vertical" initialValues={{ email: s.email ?? '', mobile: s.mobile ? s.mobile.slice(-9) : '' }}>
        <Form.Item name="email" label={t('staff.form.email')} extra={t('staff.form.contactHelp')} rules={[optional(emailRule)]}>
          <Input maxLength={120} autoComplete="off" />
        </Form.Item>
        <Form.Item name="mobile" label={t('staff.form.mobile')} rules={[optional(phoneDigitsRule)]}>
          <PhoneInput />
        </Form.Item>
      </Form>
    </Modal>
  );
}
