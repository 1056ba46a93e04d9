// @ts-check
// One warm instance of one function for the local emulator (warm-workers.ts). It does what
// @netlify/functions-dev 2.0.8's dist/worker.js does for a call, for call after call: the
// function's module is imported once, as a warm Netlify instance keeps it. JavaScript, as the
// emulator's own worker is: a Worker loads it by path.
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import process from 'node:process';
import { parentPort, workerData } from 'node:worker_threads';

// The emulator's own dependencies, resolved from where it is installed.
const require = createRequire(workerData.emulatorEntry);
const { isStream } = await import(require.resolve('is-stream'));
const lambdaLocal = (await import(require.resolve('lambda-local'))).default;
const sourceMapSupport = (await import(require.resolve('source-map-support'))).default;

sourceMapSupport.install();
lambdaLocal.getLogger().level = 'alert';

// https://github.com/nodejs/undici/blob/a36e299d544863c5ade17d4090181be894366024/lib/web/fetch/constants.js#L6
const nullBodyStatus = new Set([101, 204, 205, 304]);

// The environment the emulator gives the call that started this instance, before the module reads
// it.
for (const key in workerData.environment) process.env[key] = workerData.environment[key];
const lambdaFunc = await import(workerData.entryFilePath);

/**
 * A streamed body is proxied to the main thread through a local socket, as the emulator's worker
 * does.
 * @param {{ body?: any, statusCode: number } | undefined} result
 * @returns {Promise<number | undefined>}
 */
async function streamPortFor(result) {
  if (!result || !isStream(result.body)) return undefined;
  const { body } = result;
  delete result.body;
  if (nullBodyStatus.has(result.statusCode)) return undefined;
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => {
      body.pipe(socket).on('end', () => server.close());
    });
    server.on('error', reject);
    server.listen({ port: 0, host: 'localhost' }, () => {
      const address = server.address();
      resolve(address && typeof address !== 'string' ? address.port : undefined);
    });
  });
}

parentPort?.on('message', async ({ clientContext, environment = {}, event, timeoutMs }) => {
  for (const key in environment) process.env[key] = environment[key];
  try {
    const result = await lambdaLocal.execute({
      clientContext,
      event,
      lambdaFunc,
      region: 'dev',
      timeoutMs,
      verboseLevel: 3,
    });
    const streamPort = await streamPortFor(result);
    parentPort?.postMessage({ ok: true, result: { ...result, streamPort } });
  } catch (error) {
    parentPort?.postMessage({ ok: false, error });
  }
});
parentPort?.postMessage({ ready: true });
