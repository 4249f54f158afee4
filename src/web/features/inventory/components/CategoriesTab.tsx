import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ProductCategory } from '../../../../shared/actions/inventory';
import { categoryDescriptionRule, categoryNameRule } from '../../../../shared/rules/inventory';
import { useFunctions } from '../../../app/guards/permissions';
import { useRowAction } from '../../../app/overlay/useRowAction';
import { isActionError } from '../../../api/errors';
import { TableEmpty } from '../../../components/TableEmpty';
import { applyFieldErrors, zodRule } from '../../../components/formRules';
import { useCategories, useDeleteCategory, useSaveCategory, useSortCategories } from '../api';
import { ListTable } from '../../../components/stackedColumns';

/**
 * The categories tab of /manage/inventory: in the merchant's order (moved up and down), each with
 * its products; add and edit in a dialog whose state is in the URL (`?category=new` or an id);
 * delete when no product uses it.
 */
export function CategoriesTab() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const categories = useCategories();
  const sort = useSortCategories();
  const remove = useDeleteCategory();
  const row = useRowAction();
  const { has } = useFunctions();
  const manage = has('2202');
  const list = categories.data?.list ?? [];
  const editing = params.get('category');

  const open = (id: string | null) => setParams(id ? { tab: 'categories', category: id } : { tab: 'categories' });
  const move = (index: number, by: number) => {
    const ids = list.map((c) => c.categoryId);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void row.run('sort', () => sort.mutateAsync(ids), t('inventory.category.sorted'));
  };

  return (
    <>
      {manage && (
        <Flex justify="flex-end" style={{ marginBottom: 16 }}>
          <Button type="primary" onClick={() => open('new')}>
            {t('inventory.category.add')}
          </Button>
        </Flex>
      )}
      <ListTable<ProductCategory>
        rowKey="categoryId"
        loading={categories.isFetching}
        dataSource={list}
        pagination={false}
        locale={{ emptyText: <TableEmpty failed={categories.isError} onRetry={() => void categories.refetch()} description={t('inventory.category.empty')} /> }}
        columns={[
          { key: 'name', title: t('inventory.category.name'), dataIndex: 'name' },
          { key: 'description', title: t('inventory.category.description'), render: (_v, c) => c.description ?? '—' },
          { key: 'count', title: t('inventory.category.products'), align: 'right', dataIndex: 'productCount' },
          ...(manage
            ? [
                {
                  key: 'actions',
                  title: '',
                  render: (_v: unknown, c: ProductCategory, index: number) => (
                    <Flex gap={0} wrap>
                      <Button type="text" aria-label={t('inventory.category.moveUp', { name: c.name })} icon={<ArrowUpOutlined aria-hidden />} disabled={index === 0 || row.busy('sort')} onClick={() => move(index, -1)} />
                      <Button
                        type="text"
                        aria-label={t('inventory.category.moveDown', { name: c.name })}
                        icon={<ArrowDownOutlined aria-hidden />}
                        disabled={index === list.length - 1 || row.busy('sort')}
                        onClick={() => move(index, 1)}
                      />
                      <Button type="link" onClick={() => open(c.categoryId)}>
                        {t('inventory.edit')}
                      </Button>
                      <Button
                        type="link"
                        danger
                        disabled={row.busy(c.categoryId)}
                        onClick={() =>
                          void row.run(c.categoryId, () => remove.mutateAsync(c.categoryId), t('inventory.category.deleted'), {
                            title: t('inventory.category.deleteConfirm', { name: c.name }),
                            danger: true,
                          })
                        }
                      >
                        {t('inventory.delete')}
                      </Button>
                    </Flex>
                  ),
                },
              ]
            : []),
        ]}
      />
      {manage && editing && (categories.data || editing === 'new') && (
        <CategoryDialog category={list.find((c) => c.categoryId === editing) ?? null} onClose={() => open(null)} />
      )}
    </>
  );
}

function CategoryDialog({ category, onClose }: { category: ProductCategory | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ name: string; description?: string }>();
  const save = useSaveCategory();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    form.setFieldsValue({ name: category?.name ?? '', description: category?.description ?? '' });
  }, [category, form]);

  const submit = async (v: { name: string; description?: string }) => {
    setError(null);
    try {
      await save.mutateAsync({ categoryId: category?.categoryId, name: v.name, description: v.description ?? '' });
      void message.success(t('inventory.category.saved'));
      onClose();
    } catch (e) {
      if (!isActionError(e)) throw e;
      const rest = applyFieldErrors(form, e.fieldErrors);
      if (e.fieldErrors.length === 0 || rest.length > 0) setError(e.message);
    }
  };

  return (
    <Modal
      open
      title={category ? t('inventory.category.edit') : t('inventory.category.add')}
      okText={t('inventory.save')}
      cancelText={t('inventory.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)}>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
        <Form.Item name="name" label={t('inventory.category.name')} extra={t('inventory.category.nameHint')} rules={[zodRule(categoryNameRule)]}>
          <Input />
        </Form.Item>
        <Form.Item name="description" label={t('inventory.category.description')} extra={t('inventory.category.descriptionHint')} rules={[zodRule(categoryDescriptionRule)]}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
