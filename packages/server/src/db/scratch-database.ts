import pg from 'pg';

/**
 * Runs one statement on the server's `postgres` database (CREATE and DROP DATABASE cannot run inside the
 * target, nor CREATE DATABASE ... TEMPLATE while connected to the template).
 */
const onServer = async (serverUrl: string, text: string) => {
  const client = new pg.Client({ connectionString: serverUrl.replace(/\/[^/?]+(\?|$)/, '/postgres$1') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
};

/**
 * A new database on the PostgreSQL server of `templateUrl`, named after it with `suffix`: a copy of
 * that database (`copy`), or empty. Answers its URL and the drop that removes it.
 */
export const scratchDatabase = async (
  templateUrl: string,
  { suffix, copy }: { suffix: string; copy: boolean },
): Promise<{ url: string; drop: () => Promise<void> }> => {
  const url = new URL(templateUrl);
  const template = url.pathname.slice(1);
  // PostgreSQL cuts a name at 63 bytes (with a notice only): the template's part gives way, not the suffix.
  const name = `${template.slice(0, 62 - suffix.length)}_${suffix}`;
  await onServer(templateUrl, `CREATE DATABASE "${name}"${copy ? ` TEMPLATE "${template}"` : ''}`);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(templateUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
};
