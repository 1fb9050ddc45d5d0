/**
 * The app's answer reader (shared/api/schemaRef.ts): answers go to a worker that holds every schema, so zod, the
 * schemas and JSON parsing stay off the page's thread. The worker starts with the first request (its script loads
 * while that request is in flight). If it cannot start, or fails, answers are validated here as before.
 */
import type { z } from 'zod';
import { localReader, type AnswerReader, type SchemaRef } from '@/shared/api';
import type { AnswerReply, AnswerRequest } from './answer';

/** What the reader uses of a worker (a `Worker`, or a fake in tests). */
export interface AnswerPort {
  postMessage(message: AnswerRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<AnswerReply>) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
  terminate(): void;
}

interface Pending {
  ref: SchemaRef<z.ZodType>;
  text: string;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

export function createWorkerReader(spawn: () => AnswerPort): AnswerReader {
  let port: AnswerPort | undefined;
  let failed = false;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const readHere = (p: Pending) => void localReader(p.ref)(p.text).then(p.resolve, p.reject);
  const readAllHere = () => {
    const waiting = [...pending.values()];
    pending.clear();
    waiting.forEach(readHere);
  };
  const fail = () => {
    failed = true;
    port?.terminate();
    port = undefined;
    readAllHere();
  };
  const onReply = ({ data }: MessageEvent<AnswerReply>) => {
    const p = pending.get(data.id);
    if (!p) return;
    pending.delete(data.id);
    if (data.ok) p.resolve(data.value);
    else if (data.error.name === 'DataCloneError') readHere(p);
    else p.reject(Object.assign(new Error(data.error.message), { name: data.error.name }));
  };
  const started = (): AnswerPort | undefined => {
    if (failed || port) return port;
    try {
      port = spawn();
    } catch {
      failed = true;
      return undefined;
    }
    port.addEventListener('message', onReply);
    // the script did not load, or the worker threw: what it holds is read here, and so is everything after
    port.addEventListener('error', (event) => {
      event.preventDefault();
      fail();
    });
    // a reply that could not be copied: which one is unknown, so every waiting answer is read here
    port.addEventListener('messageerror', readAllHere);
    return port;
  };

  return (ref) => {
    if (!started()) return localReader(ref);
    return (text) =>
      new Promise((resolve, reject) => {
        const p: Pending = { ref, text, resolve, reject };
        if (!port) return readHere(p);
        const id = nextId++;
        pending.set(id, p);
        port.postMessage({ id, module: ref.module, name: ref.name, text });
      });
  };
}

/** The worker reader where the browser has workers (the unit tests' DOM has none: answers are validated there). */
export function answerWorkerReader(): AnswerReader | undefined {
  if (typeof Worker === 'undefined') return undefined;
  return createWorkerReader(
    () => new Worker(new URL('./answers.worker.ts', import.meta.url), { type: 'module', name: 'answers' }),
  );
}
