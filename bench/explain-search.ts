import { type SearchEntityType, type SearchQuery, searchQuerySchema } from '@app/domain';
import pg from 'pg';
import { openDatabase } from '../packages/server/src/db/client';
import { postgresSessionOptions } from '../packages/server/src/db/postgres';
import { search } from '../packages/server/src/modules/search/search.service';
import { openDirectSql } from './direct-sql';

/**
 * Why a search is slow: the statements one search sends, each with its EXPLAIN ANALYZE, on the
 * PostgreSQL database of DATABASE_URL (issue 32; the bench's search-any case prints the URLs).
 *
 *   DATABASE_URL=... npx tsx bench/explain-search.ts 'Service/search?reviews=3&sortBy=serviceType'
 */
const main = async () => {
  const url = process.env.DATABASE_URL as string;
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  const direct = openDirectSql(database, url);
  const [path, query] = process.argv[2].split('?');
  const type = path.split('/')[0] as SearchEntityType;
  const params = new URLSearchParams(query);
  const values = Object.fromEntries([...new Set(params.keys())].map((k) => [k, params.getAll(k)]));
  const parsed = searchQuerySchema(type).parse(values) as SearchQuery;
  const statements = await direct.capture((db) => search(db, type, parsed));
  // The server's own session settings, so the plans shown are the ones its searches get.
  const client = new pg.Client({ connectionString: url, options: postgresSessionOptions });
  await client.connect();
  for (const st of statements) {
    console.log(st.text, JSON.stringify(st.params));
    // The transaction and settings around a statement are sent as they are, so its plan is the one it got.
    if (/^(begin|commit|rollback|set|reset|savepoint|release)\b/i.test(st.text.trim())) {
      await client.query(st.text);
      continue;
    }
    const res = await client.query(`explain (analyze, buffers off) ${st.text}`, st.params);
    console.log(res.rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
  await client.end();
  await direct.close();
  await database.close();
};
main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
