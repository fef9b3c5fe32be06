import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { setAdminByUsername } from './domain/admins';

/**
 * Operator tool: `pnpm --filter @clipyard/server admin grant <username>` (or `revoke`) makes a registered user an admin of
 * the moderation queue, on the database the API would use (same DATA_DIR / DATABASE_URL environment). With the
 * default PGlite database, stop the API first: PGlite allows one process at a time.
 */
async function main(args: string[]): Promise<number> {
  const [command, username] = args;
  if ((command !== 'grant' && command !== 'revoke') || !username) {
    console.error('Usage: admin grant|revoke <username>');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pool: config.databasePool });
  try {
    const found = await setAdminByUsername(database.db, username, command === 'grant');
    if (!found) {
      console.error(`No user named ${username}`);
      return 1;
    }
    console.log(`${username} is ${command === 'grant' ? 'now an admin' : 'no longer an admin'}`);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
