import { LoadingOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Typography, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { DEFAULT_MAX_FILES, type UploadKind } from '../../shared/rules/uploads';
import { isActionError } from '../api/errors';
import { type UploadedFile, uploadFiles } from '../api/upload';
import { countRefusal, uploadRefusal } from './uploadCheck';

export interface UploadFieldProps {
  kind: UploadKind;
  value?: UploadedFile[];
  onChange?: (value: UploadedFile[]) => void;
  /** How many files the input holds (spec: default 1, at most 5). */
  maxCount?: number;
  /** true: the business's file (/file/merchantUpload); default the person's own. */
  merchant?: boolean;
  /** Document extensions accepted (FileUpload). */
  extensions?: readonly string[];
  /** The `accept` hint of the file chooser. */
  accept: string;
  /** Text of the choose button, also the accessible name of the input. */
  buttonText: string;
  picture?: boolean;
  disabled?: boolean;
  id?: string;
}

/**
 * The upload input behind PicUpload and FileUpload: checks each chosen file in the browser with
 * the shared rules, uploads it, and holds the uploaded files as its controlled value.
 */
export function UploadField({
  kind,
  value = [],
  onChange,
  maxCount = DEFAULT_MAX_FILES,
  merchant,
  extensions,
  accept,
  buttonText,
  picture,
  disabled,
  id,
}: UploadFieldProps) {
  const [busy, setBusy] = useState(0);
  const [error, setError] = useState<string | null>(null);
  // Files chosen together arrive one by one: count them against the limit as they come.
  const latest = useRef(value);
  latest.current = value;

  const add = async (file: File) => {
    const tooMany = countRefusal(latest.current.length + 1, maxCount);
    if (tooMany) {
      setError(tooMany);
      return;
    }
    const refusal = await uploadRefusal(kind, file, { extensions });
    if (refusal) {
      setError(refusal);
      return;
    }
    setError(null);
    setBusy((n) => n + 1);
    try {
      const uploaded = await uploadFiles(kind, [file], { merchant, maxCount, hideError: true });
      const next = [...latest.current, ...uploaded].slice(0, maxCount);
      latest.current = next;
      onChange?.(next);
    } catch (e) {
      // Upload failure shows the server's message (spec 000 section 8).
      if (isActionError(e) && e.kind !== 'session') setError(e.fieldErrors[0]?.message ?? e.message);
    } finally {
      setBusy((n) => n - 1);
    }
  };

  const fileList: UploadFile[] = value.map((f) => ({
    uid: f.fileId,
    name: f.fileName,
    status: 'done',
    url: f.url,
    thumbUrl: picture ? f.url : undefined,
  }));
  const full = value.length >= maxCount;

  return (
    <Flex vertical gap={4}>
      <Upload
        id={id}
        accept={accept}
        multiple={maxCount > 1}
        listType={picture ? 'picture-card' : 'text'}
        fileList={fileList}
        disabled={disabled}
        beforeUpload={(file) => {
          void add(file);
          return Upload.LIST_IGNORE;
        }}
        onRemove={(file) => {
          setError(null);
          onChange?.(value.filter((f) => f.fileId !== file.uid));
          return false;
        }}
        showUploadList={{ showPreviewIcon: false, showDownloadIcon: false }}
      >
        {full ? null : picture ? (
          // As antd's picture-card example: a plain button inside the card, named by its text.
          <button type="button" disabled={disabled} style={{ border: 0, background: 'none', cursor: 'pointer' }}>
            {busy > 0 ? <LoadingOutlined aria-hidden /> : <PlusOutlined aria-hidden />}
            <div style={{ marginTop: 8 }}>{buttonText}</div>
          </button>
        ) : (
          <Button icon={<UploadOutlined aria-hidden />} loading={busy > 0} disabled={disabled}>
            {buttonText}
          </Button>
        )}
      </Upload>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
