import { useTranslation } from 'react-i18next';
import { DEFAULT_DOCUMENT_EXTENSIONS } from '../../shared/rules/uploads';
import type { UploadedFile } from '../api/upload';
import { UploadField } from './UploadField';

export interface FileUploadProps {
  value?: UploadedFile[];
  onChange?: (value: UploadedFile[]) => void;
  /** 'document' (by extension, under 10 MB) or 'certificate' (PDF up to 2 MB). */
  kind?: 'document' | 'certificate';
  /** Accepted extensions of a document, default doc, dot, docx, pdf. */
  extensions?: readonly string[];
  /** Files the input holds: default 1 ('The maximum number of uploads has been reached'). */
  maxCount?: number;
  /** true: the business's file (/file/merchantUpload); default the person's own. */
  merchant?: boolean;
  buttonText?: string;
  disabled?: boolean;
  id?: string;
}

/**
 * A file upload (spec 000 section 5): the extension in the accepted list and under 10 MB for a
 * document, a PDF up to 2 MB for a certificate; checked in the browser ('file_format',
 * 'file_size') and again by the file service.
 *
 *   <Form.Item name="certificate" label={t('...')}>
 *     <FileUpload kind="certificate" />
 *   </Form.Item>
 */
export function FileUpload({ kind = 'document', extensions = DEFAULT_DOCUMENT_EXTENSIONS, buttonText, ...rest }: FileUploadProps) {
  const { t } = useTranslation();
  const accept = kind === 'certificate' ? '.pdf,application/pdf' : extensions.map((e) => `.${e}`).join(',');
  return (
    <UploadField
      {...rest}
      kind={kind}
      extensions={extensions}
      accept={accept}
      buttonText={buttonText ?? t('upload.chooseFile')}
    />
  );
}
