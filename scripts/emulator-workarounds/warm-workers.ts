/**
 * Keeps a function warm between calls, as a Netlify instance stays warm: one call at a time, ended
 * after a minute idle. Upstream starts a worker per call, about 150 ms of CPU each
 * (docs/decisions/0024-local-platform.md); warm-workers.test.ts fails when an upgrade changes that.
 */
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { fileURLToPath } from 'node:url';
import workerThreads, { type WorkerOptions } from 'node:worker_threads';

/** What the emulator gives its worker for one call. */
interface CallData {
  clientContext: string;
  entryFilePath: string;
  environment?: Record<string, string>;
  event: unknown;
  timeoutMs: number;
}
type Reply = { ok: true; result: unknown } | { ok: false; error: unknown };
interface Instance {
  /** The path of the bundle it runs: the key of its list in instancesByBundle. */
  bundle: string;
  worker: InstanceType<typeof workerThreads.Worker>;
  ready: Promise<void>;
  busy: boolean;
  idleTimer?: NodeJS.Timeout;
}

const IDLE_MS = 60_000;
const PATCHED = Symbol.for('roamly.warmWorkers');
/** Taken before the patch: the ESM binding of `Worker` follows it once it is applied. */
const NodeWorker = workerThreads.Worker;
const warmWorkerScript = new URL('./warm-worker.mjs', import.meta.url);
const instancesByBundle = new Map<string, Instance[]>();

/**
 * Applies the patch once per process. Returns false when the emulator's worker script is not where
 * it was.
 */
export function keepFunctionsWarm(): boolean {
  if ((workerThreads.Worker as unknown as Record<symbol, boolean>)[PATCHED]) return true;
  const emulatorEntry = import.meta.resolve('@netlify/functions-dev');
  const emulatorWorker = new URL('worker.js', emulatorEntry).href;
  if (!existsSync(fileURLToPath(emulatorWorker))) return false;

  function Worker(url: string | URL, options?: WorkerOptions) {
    const data = options?.workerData as CallData | undefined;
    if (String(url) !== emulatorWorker || typeof data?.entryFilePath !== 'string')
      return new NodeWorker(url, options);
    return callOnWarmInstance(data, emulatorEntry);
  }
  Worker.prototype = NodeWorker.prototype;
  Object.defineProperty(Worker, PATCHED, { value: true });
  workerThreads.Worker = Worker as unknown as typeof NodeWorker;
  syncBuiltinESMExports();
  return true;
}

/** Stands in for the emulator's worker: emits the instance's answer as 'message', or 'error'. */
function callOnWarmInstance(data: CallData, emulatorEntry: string): EventEmitter {
  const standIn = new EventEmitter();
  const idle = instancesByBundle.get(data.entryFilePath)?.find((candidate) => !candidate.busy);
  const instance = idle ?? startInstance(data, emulatorEntry);
  instance.busy = true;
  instance.worker.ref();
  clearTimeout(instance.idleTimer);
  const { clientContext, environment, event, timeoutMs } = data;
  // After this turn: the emulator adds its listeners once the constructor returns.
  void instance.ready
    .then(() => {
      instance.worker.postMessage({ clientContext, environment, event, timeoutMs });
      return replyOf(instance);
    })
    .then((reply) => {
      if (!reply.ok) throw reply.error;
      release(instance);
      standIn.emit('message', reply.result);
    })
    .catch((error: unknown) => {
      end(instance);
      standIn.emit('error', error);
    });
  return standIn;
}

function startInstance(data: CallData, emulatorEntry: string): Instance {
  const bundle = data.entryFilePath;
  const worker = new NodeWorker(warmWorkerScript, {
    workerData: { emulatorEntry, entryFilePath: bundle, environment: data.environment ?? {} },
  });
  const ready = new Promise<void>((resolve, reject) => {
    worker.once('message', () => resolve());
    worker.once('error', reject);
  });
  const instance: Instance = { bundle, worker, ready, busy: false };
  worker.on('exit', () => remove(instance));
  instancesByBundle.set(bundle, [...(instancesByBundle.get(bundle) ?? []), instance]);
  return instance;
}

/** The instance's answer to the call just posted; a crash or an exit before it is an error. */
function replyOf(instance: Instance): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const settle = () => {
      instance.worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    };
    const onMessage = (reply: Reply) => (settle(), resolve(reply));
    const onError = (error: unknown) => (settle(), reject(error));
    const onExit = (code: number) => (
      settle(),
      reject(new Error(`The function's worker exited (code ${code}) before answering`))
    );
    instance.worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  });
}

function release(instance: Instance): void {
  instance.busy = false;
  // An idle instance does not keep the process alive.
  instance.worker.unref();
  instance.idleTimer = setTimeout(() => end(instance), IDLE_MS).unref();
}

function end(instance: Instance): void {
  remove(instance);
  void instance.worker.terminate();
}

function remove(instance: Instance): void {
  clearTimeout(instance.idleTimer);
  const others = (instancesByBundle.get(instance.bundle) ?? []).filter(
    (other) => other !== instance,
  );
  if (others.length > 0) instancesByBundle.set(instance.bundle, others);
  else instancesByBundle.delete(instance.bundle);
}
