import { SESSION_HEADER } from '../../shared/protocol/envelope';

/**
 * How the action client's POST travels: by fetch, or by XMLHttpRequest when the caller wants to
 * hear the upload's progress (fetch reports none). Both answer the same three things.
 */
export interface UploadProgress {
  /** Bytes of the body sent so far, and in all. */
  loaded: number;
  total: number;
  /** The whole body is sent: the server is working on it now. */
  sent: boolean;
}

/** What a POST brought back: the status, the body and a rotated session token. */
export interface Posted {
  status: number;
  text: string;
  rotated: string | null;
}

export async function postByFetch(url: string, headers: Record<string, string>, payload: string, signal: AbortSignal): Promise<Posted> {
  const res = await fetch(url, { method: 'POST', headers, body: payload, credentials: 'same-origin', signal });
  return { status: res.status, text: await res.text(), rotated: res.headers.get(SESSION_HEADER) };
}

/** The same POST by XMLHttpRequest, reporting the upload of the body as it goes. */
export function postWithProgress(
  url: string,
  headers: Record<string, string>,
  payload: string,
  signal: AbortSignal,
  onProgress: (progress: UploadProgress) => void,
): Promise<Posted> {
  return new Promise((resolve, reject) => {
    const size = new Blob([payload]).size;
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => onProgress({ loaded: e.loaded, total: e.lengthComputable ? e.total : size, sent: false });
    xhr.upload.onload = () => onProgress({ loaded: size, total: size, sent: true });
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText, rotated: xhr.getResponseHeader(SESSION_HEADER) });
    xhr.onerror = () => reject(new TypeError('The request failed'));
    xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    if (signal.aborted) return reject(new DOMException('The request was aborted', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    onProgress({ loaded: 0, total: size, sent: false });
    xhr.send(payload);
  });
}
