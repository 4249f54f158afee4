import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { Flex, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { productImageProblem } from '../../../../shared/rules/inventory';
import { isActionError } from '../../../api/errors';
import { uploadFiles } from '../../../api/upload';
import { ruleText } from '../../../i18n';

export interface ProductImage {
  fileId: string;
  url: string | null;
}

/**
 * The product picture (spec 001 section 5): JPG or PNG, 1:1, within 2MB, checked in the browser
 * with the shared rule before it is uploaded as a business picture; the server checks it again
 * when the product is saved. Controlled: `value` is the uploaded file or null.
 */
export function ProductImageInput({ value, onChange, id }: { value?: ProductImage | null; onChange?: (v: ProductImage | null) => void; id?: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = async (file: File) => {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const problem = productImageProblem(bytes, file.size);
    if (problem) {
      setError(ruleText(problem));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const [uploaded] = await uploadFiles('picture', [file], { merchant: true, hideError: true });
      if (uploaded) onChange?.({ fileId: uploaded.fileId, url: uploaded.url });
    } catch (e) {
      if (isActionError(e) && e.kind !== 'session') setError(e.fieldErrors[0]?.message ?? e.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={4}>
      <Upload
        id={id}
        accept="image/jpeg,image/png"
        listType="picture-card"
        fileList={value ? [{ uid: value.fileId, name: t('inventory.form.image'), status: 'done', url: value.url ?? undefined, thumbUrl: value.url ?? undefined }] : []}
        beforeUpload={(file) => {
          void add(file);
          return Upload.LIST_IGNORE;
        }}
        onRemove={() => {
          setError(null);
          onChange?.(null);
          return false;
        }}
        showUploadList={{ showPreviewIcon: false, showDownloadIcon: false }}
      >
        {value ? null : (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            {busy ? <LoadingOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
            <div style={{ marginTop: 8 }}>{t('inventory.form.chooseImage')}</div>
          </button>
        )}
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('inventory.form.imageHint')}
      </Typography.Text>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
