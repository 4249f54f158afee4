import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '../api/upload';
import { UploadField } from './UploadField';

export interface PicUploadProps {
  value?: UploadedFile[];
  onChange?: (value: UploadedFile[]) => void;
  /** 'picture' (JPEG/PNG under 5 MB) or 'businessPhoto' (also TIFF, 4:3 or 3:4). */
  kind?: 'picture' | 'businessPhoto';
  maxCount?: number;
  /** true: the business's picture; default the person's own (an ID document). */
  merchant?: boolean;
  buttonText?: string;
  disabled?: boolean;
  id?: string;
}

/**
 * A picture upload with its preview (spec 000 section 5): JPEG or PNG under 5 MB, checked in the
 * browser ('pic_format', 'pic_size') and again by the file service.
 *
 *   <Form.Item name="idPicture" label={t('...')} rules={[{ required: true }]}>
 *     <PicUpload />
 *   </Form.Item>
 *   // values.idPicture: [{ fileId, fileName, url }]
 */
export function PicUpload({ kind = 'picture', buttonText, ...rest }: PicUploadProps) {
  const { t } = useTranslation();
  return (
    <UploadField
      {...rest}
      kind={kind}
      picture
      accept={kind === 'businessPhoto' ? 'image/jpeg,image/png,image/tiff' : 'image/jpeg,image/png'}
      buttonText={buttonText ?? t('upload.choosePicture')}
    />
  );
}
