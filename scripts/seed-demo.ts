/**
 * `npm run seed:demo [--seed=<n>] [--orders=<n>] [--customers=<n>]`: fills `npm start`'s data with
 * a demo shop (20,000 orders by 5,000 customers by default), through its own Blobs server on that
 * folder, so it may run beside `npm start`: both write whole files.
 */
import { fileURLToPath } from 'node:url';
import { LOCAL_DATA_FOLDER, startLocalBlobs } from './local-blobs.ts';
import { DEMO_PASSWORD, seedDemoShop } from './seed-demo/seed-demo-shop.ts';

const DEFAULTS = { seed: 1, orders: 20_000, customers: 5_000 };
const USAGE = 'Usage: npm run seed:demo -- [--seed=<n>] [--orders=<n>] [--customers=<n>]';

function optionsOf(args: string[]): typeof DEFAULTS {
  const options = { ...DEFAULTS };
  for (const arg of args) {
    const match = /^--(seed|orders|customers)=(\d{1,7})$/.exec(arg);
    if (!match) throw new Error(`Unknown option ${arg}\n${USAGE}`);
    options[match[1] as keyof typeof DEFAULTS] = Number(match[2]);
  }
  if (options.customers < 1) throw new Error('--customers must be at least 1');
  return options;
}

/**
 * Why the demo must not be written here, or null. The shop's stores follow the environment: a
 * Blobs context, a deploy context or a Netlify build would send the demo somewhere else.
 */
export function refusalOf(env: NodeJS.ProcessEnv): string | null {
  if (env.NETLIFY_BLOBS_CONTEXT)
    return 'NETLIFY_BLOBS_CONTEXT is set: it points at a Blobs store, and the demo goes only into the local one. Run it from a plain shell.';
  if (env.NETLIFY === 'true')
    return 'This is a Netlify build: the demo is for the local shop only.';
  if (env.CONTEXT && env.CONTEXT !== 'dev')
    return `CONTEXT is ${env.CONTEXT}: the demo writes the local shop's "dev" stores only. Unset CONTEXT.`;
  return null;
}

const minutes = (ms: number) =>
  `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;

async function main() {
  const options = optionsOf(process.argv.slice(2));
  const refusal = refusalOf(process.env);
  if (refusal) throw new Error(`seed:demo refused: ${refusal}`);
  const folder = fileURLToPath(new URL(`../${LOCAL_DATA_FOLDER}`, import.meta.url));
  const started = Date.now();
  const blobs = await startLocalBlobs(folder);
  console.log(
    `Seeding the demo shop into ${LOCAL_DATA_FOLDER} (seed ${options.seed}: ${options.orders} orders, ${options.customers} customers)`,
  );
  let last = 0;
  let current = '';
  let stepStarted = started;
  try {
    const result = await seedDemoShop({
      ...options,
      onProgress(step, done, total) {
        if (step !== current) [current, stepStarted] = [step, Date.now()];
        if (done < total && Date.now() - last < 10_000) return;
        last = Date.now();
        const left = ((Date.now() - stepStarted) / done) * (total - done);
        console.log(
          `  ${step}: ${done}/${total} (${Math.round((100 * done) / total)} %) at ${minutes(Date.now() - started)}${done < total ? `, about ${minutes(left)} left` : ''}`,
        );
      },
    });
    const states = Object.entries(result.states).map(([state, count]) => `${count} ${state}`);
    console.log(
      [
        '',
        `Demo shop ready in ${minutes(Date.now() - started)}:`,
        `  ${result.customers} customers (every one's password: ${DEMO_PASSWORD})`,
        `  ${result.orders.length} orders: ${states.join(', ')}`,
        `  ${result.topUps} of them top-ups; ${result.withUsage} eSIMs with usage reported`,
        `  ${result.unpaidCheckouts} checkouts never paid, ${result.contactMessages} contact messages`,
        `  Try in the console search: ${[...result.sampleEmails, ...result.sampleIccids].join(', ')}`,
      ].join('\n'),
    );
  } finally {
    await blobs.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
