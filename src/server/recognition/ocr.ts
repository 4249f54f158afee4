import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { RecognitionError } from './errors';

/**
 * The OCR engine: one tesseract.js worker per process, made on first use and ended by
 * `closeOcr()` when the app closes. English trained data comes from the `@tesseract.js-data/eng`
 * package in node_modules; `langPath` is a local folder, so tesseract.js never reaches for its CDN
 * (docs/decisions/0002-offline-recognition.md). Jobs run one after another: the engine is one
 * WebAssembly instance, and a queue keeps a slow image from interleaving with the next.
 */
export interface OcrText {
  text: string;
  /** Mean word confidence, 0 to 100. */
  confidence: number;
}

const require = createRequire(import.meta.url);

/** Where the trained data sits: the package's own answer, checked so that a missing file fails loudly. */
export function englishDataPath(): string {
  const data = require('@tesseract.js-data/eng') as { langPath: string; gzip: boolean };
  const file = path.join(data.langPath, `eng.traineddata${data.gzip ? '.gz' : ''}`);
  if (!fs.existsSync(file)) throw new Error(`OCR language data missing: ${file} (npm install @tesseract.js-data/eng)`);
  return data.langPath;
}

let worker: Promise<Worker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function getWorker(): Promise<Worker> {
  if (!worker) {
    const langPath = englishDataPath();
    worker = createWorker('eng', OEM.LSTM_ONLY, {
      langPath,
      gzip: true,
      // Read the data from node_modules every start; never write a cache file beside the process.
      cacheMethod: 'none',
      cachePath: langPath,
      logger: () => {},
      errorHandler: () => {},
    });
    // A worker that failed to start is forgotten, so the next call tries again.
    worker.catch(() => {
      worker = null;
    });
  }
  return worker;
}

/** Reads the text of a JPEG or PNG image. */
export function ocrImage(bytes: Buffer): Promise<OcrText> {
  const job = queue.then(async () => {
    const w = await getWorker();
    try {
      const result = await w.recognize(bytes);
      return { text: result.data.text ?? '', confidence: Math.round(result.data.confidence ?? 0) };
    } catch (error) {
      throw new RecognitionError('UNREADABLE', error instanceof Error ? error.message : String(error));
    }
  });
  queue = job.catch(() => undefined);
  return job;
}

/** Ends the worker (on app close); a later call starts a new one. */
export async function closeOcr(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) await (await w.catch(() => null))?.terminate();
}
