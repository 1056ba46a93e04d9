/**
 * `npm run admin:code`: the local admin's current second-factor code, read from the local data,
 * for a developer without an authenticator app at hand.
 */
import { findUserByEmail } from '../src/features/auth/users.server.ts';
import { codeAt } from '../src/features/staff/totp.server.ts';
import { LOCAL_DATA_FOLDER, startLocalBlobs } from './local-blobs.ts';
import { localAdminSettings } from './seed-local.ts';

const blobs = await startLocalBlobs(LOCAL_DATA_FOLDER);
try {
  const { email } = localAdminSettings();
  const secret = (await findUserByEmail(email))?.totp?.secret;
  if (!secret) {
    console.error(`${email} has no authenticator yet: run \`npm start\` first.`);
    process.exitCode = 1;
  } else {
    const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
    console.log(`${await codeAt(secret)}  (${email}; valid for about ${secondsLeft} more seconds)`);
  }
} finally {
  await blobs.stop();
}
