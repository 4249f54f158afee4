/**
 * Why a document could not be read. The action layer turns every reason into the spec's
 * 'We can't recognize your image, please try again' (or its certificate counterpart); the reason
 * is for logs and tests.
 */
export type RecognitionFailure =
  /** Not a JPEG, PNG (or, for certificates, PDF) by its bytes, or the bytes contradict the declared type. */
  | 'UNSUPPORTED_TYPE'
  /** The OCR engine or PDF reader could not read the file at all. */
  | 'UNREADABLE'
  /** Text was read, but not the fields a document of this kind must show. */
  | 'FIELDS_NOT_FOUND';

export class RecognitionError extends Error {
  constructor(
    readonly reason: RecognitionFailure,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'RecognitionError';
  }
}
