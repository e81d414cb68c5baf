/**
 * Generates the large data set of DESIGN §3 (about 10k projects, 20k properties, 40k instruments,
 * 200k services, 300k contacts, 1M events and their children) into the database named by
 * DATABASE_URL, or into a PGlite folder given by `--pglite DIR`.
 *
 *   DATABASE_URL=postgres://... npx tsx bench/generate.ts [--scale 0.1] [--replace]
 *   npx tsx bench/generate.ts --pglite bench/.data/large [--scale 0.1]
 *   ... [--photos-mb 1024]   also that many MB of stored field photos (real JPEG bytes, bench/photos.ts)
 *
 * Everything is set-based SQL (INSERT ... SELECT over generate_series). Randomness is a hash of the
 * row number (`hashint8`), so every run produces the same rows whatever the session or plan. A
 * database that already holds records is refused unless `--replace` is given, which truncates them.
 */
import { parseArgs } from 'node:util';
import { keptFacts } from '@app/server/src/db/backup/facts';
import { openDatabase } from '@app/server/src/db/client';
import { seedIfEmpty } from '@app/server/src/db/seed';
import {
  firstNames,
  landforms,
  landNames,
  lastNames,
  organisationContact,
  organisationNames,
  projectSuffixes,
  streetNames,
  towns,
} from '@app/server/src/db/seed/demo-data';
import { countyIds } from '@app/server/src/db/seed/localities';
import { serviceTypesByCategory } from '@app/server/src/db/seed/lookups';
import { addPhotos } from './photos';

const { values: args } = parseArgs({
  options: {
    pglite: { type: 'string' },
    scale: { type: 'string', default: '1' },
    replace: { type: 'boolean', default: false },
    'photos-mb': { type: 'string', default: '0' },
  },
});
const scale = Number(args.scale);
if (!(scale > 0)) throw new Error('--scale must be a positive number');
const photosMb = Number(args['photos-mb']);
if (!(photosMb >= 0)) throw new Error('--photos-mb must be a number of MB');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl && !args.pglite) throw new Error('Set DATABASE_URL or pass --pglite DIR');

const N = Math.round(10_000 * scale);
const size = {
  projects: N,
  properties: 2 * N,
  instruments: 4 * N,
  services: 20 * N,
  contacts: 30 * N,
  benchUsers: Math.max(20, Math.round(200 * scale)),
};
/** Contacts 1..17 are the organisation and its partner organisations; people follow. */
const firstPerson = 2 + organisationNames.length;

// --- SQL building blocks -------------------------------------------------------------------------

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const textArray = (items: readonly string[]) => `ARRAY[${items.map(quote).join(',')}]::text[]`;
const intArray = (items: readonly number[]) => `ARRAY[${items.join(',')}]::int[]`;

/** A uniform number in [0, 1) drawn from `key` (a row number) and `salt` (which attribute). */
const r = (key: string, salt: number) =>
  `((hashint8((${key})::bigint * 7919 + ${salt}) & 2147483647)::float8 / 2147483648.0)`;
/** A whole number in [lo, hi]. */
const ri = (key: string, salt: number, lo: number, hi: number) =>
  `(${lo} + floor(${r(key, salt)} * ${hi - lo + 1})::int)`;
/** One element of an SQL array expression of known length. */
const pickSql = (array: string, length: number, key: string, salt: number) =>
  `(${array})[1 + floor(${r(key, salt)} * ${length})::int]`;
const pickText = (items: readonly string[], key: string, salt: number) =>
  pickSql(textArray(items), items.length, key, salt);
const pickInt = (items: readonly number[], key: string, salt: number) =>
  pickSql(intArray(items), items.length, key, salt);

/** Dates count back from a fixed day so every run is identical. */
const anchorDate = `date '2026-09-30'`;
const daysBefore = (days: string) => `(${anchorDate} - ${days})`;
const capped = (date: string) => `least(${date}, ${anchorDate})`;
/** A date at 10:00 in Virginia as timestamptz, independent of the session time zone. */
const atMorning = (date: string) => `((${date})::timestamp + interval '14 hours') at time zone 'UTC'`;

/** The project's county: its properties' primary locality and its instruments' locality. */
const countyOf = (projectId: string) => pickInt(countyIds, projectId, 20);
/** The landowners of a project, among the people. */
const ownerOf = (projectId: string, n: 0 | 1) =>
  `(${firstPerson} + ((${projectId})::bigint * 7919 + ${n}) % ${size.contacts - firstPerson + 1})::int`;
const professionalOf = (key: string) =>
  `(${firstPerson} + ((${key})::bigint * 104729) % ${size.contacts - firstPerson + 1})::int`;

const activeTypes = (categoryId: number) =>
  serviceTypesByCategory[categoryId].filter((t) => !t.archived).map((t) => t.id);
/** A service's component, drawn per service; the same expression fills `service_types_link` and the imagery fields. */
const typeOf = (serviceId: string, categoryId: string, salt: number) =>
  `(case ${categoryId} ${Object.keys(serviceTypesByCategory)
    .map((c) => `when ${c} then ${pickInt(activeTypes(Number(c)), serviceId, salt)}`)
    .join(' ')} end)`;

/** Inspections come most often, as in practice. */
const categoryWeights = [1, 1, 1, 1, 1, 1, 1, 5, 5, 5, 2, 3, 3, 4, 6, 7, 8, 1];

// --- the run ---------------------------------------------------------------------------------------

const database = await openDatabase(
  databaseUrl ? { databaseUrl, poolSize: 1 } : { dataDir: args.pglite as string },
);
const db = database.db;
/** Both drivers answer raw SQL with `{ rows }`. */
const query = async <T>(text: string): Promise<T[]> =>
  ((await db.execute(text)) as unknown as { rows: T[] }).rows;

const started = performance.now();
const step = async (label: string, statements: string[], countTable?: string) => {
  const t0 = performance.now();
  for (const statement of statements) await query(statement);
  const rows = countTable ? (await query<{ n: string }>(`select count(*) as n from ${countTable}`))[0].n : '';
  const ms = performance.now() - t0;
  console.log(`${label.padEnd(34)} ${String(rows).padStart(9)} ${(ms / 1000).toFixed(1).padStart(7)} s`);
};

console.log(
  `Target: ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${args.pglite}`}, scale ${scale}`,
);
await database.migrate();
const { seeded } = await seedIfEmpty(db, { demo: false });
console.log(
  `${seeded ? 'Migrated and seeded lookups, localities and accounts' : 'Migrated; lookups already present'} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);

const [{ present }] = await query<{ present: boolean }>(
  'select exists (select 1 from projects) or exists (select 1 from contacts) as present',
);
if (present && !args.replace) {
  console.error(
    'The database already holds records: refusing. Run again with --replace to truncate them first.',
  );
  await database.close();
  process.exit(1);
}
if (present) {
  console.log('Existing records found: truncating them (--replace).');
  await query(
    'truncate table projects, contacts, crm_directory_accounts, crm_journal_entries, crm_sync_runs, audit_log restart identity cascade',
  );
  await query(`delete from users where oid like 'bench-user-%'`);
}

const dataTables = [
  'projects',
  'properties',
  'property_localities',
  'tax_parcels',
  'built_environment_features',
  'instruments',
  'property_instruments',
  'instrument_tags',
  'instrument_specific_terms',
  'instrument_unique_terms',
  'partnership_grants',
  'conservation_purposes',
  'building_activity_areas',
  'water_quality_protection_areas',
  'services',
  'service_types_link',
  'service_products_link',
  'service_properties',
  'observations',
  'events',
  'reviews',
  'contacts',
  'contact_links',
  'contact_link_roles',
  'crm_directory_accounts',
  'violation_cases',
  'violation_case_steps',
  'owner_contacts',
  'owner_contact_contacts',
];
// Plain (non-unique, non-constraint) indexes are dropped while loading and rebuilt after: much faster.
// Unique ones stay, because the load relies on them to skip duplicate links.
const indexes = await query<{ name: string; definition: string }>(`
  select c.relname as name, pg_get_indexdef(i.indexrelid) as definition
  from pg_index i
  join pg_class c on c.oid = i.indexrelid
  join pg_class t on t.oid = i.indrelid
  where t.relname = any(${textArray(dataTables)}) and not i.indisunique and not i.indisprimary
    and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`);
await step(
  `drop ${indexes.length} plain indexes`,
  indexes.map((i) => `drop index "${i.name}"`),
);
// The kept facts' triggers (db/backup/facts.ts) are off while loading: each step's commit would work
// the facts of its rows out again through the indexes dropped above (the service events' commit read
// the events once per property, for most of an hour). Every kept table is rebuilt once at the end.
await step(
  "kept facts' triggers off",
  dataTables.map((t) => `alter table ${t} disable trigger user`),
);

await step(
  'users',
  [
    `insert into users (oid, name, email, inactive)
     select 'bench-user-' || g, ${pickText(firstNames, 'g', 1)} || ' ' || ${pickText(lastNames, 'g', 2)},
            'bench.user' || g || '@example.org', g % 10 = 0
     from generate_series(1, ${size.benchUsers}) g`,
  ],
  'users',
);
// Staff leads, reviewers and authors: active users, never a view-only account.
const userIds = (
  await query<{ id: number }>(`select id from users where not inactive
    and oid not in (select oid from local_accounts where 'viewonly' = any(roles)) order by id`)
).map((u) => u.id);
const U = userIds.length;
const userOf = (key: string, salt: number) => pickInt(userIds, key, salt);

const townNames = towns.map((t) => t[0]);
const townZips = towns.map((t) => t[1]);
const townAreas = towns.map((t) => t[2]);
const org = organisationContact;
await step(
  'contacts',
  [
    `insert into contacts (id, crm_id, name, full_name, address, city, state, postal_code, email, phones, crm_modified_at, synced_at)
     overriding system value values
     (1, ${quote(org.crmId)}, ${quote(org.name)}, ${quote(org.name)}, ${quote(org.address)}, ${quote(org.city)}, 'VA',
      ${quote(org.postalCode)}, ${quote(org.email)}, ${quote(JSON.stringify([{ type: 'Office', number: org.phone }]))}::jsonb,
      ${anchorDate}, ${anchorDate}),
     ${organisationNames
       .map(
         (name, i) =>
           `(${i + 2}, '4110.0.${1_000_000 + i + 2}', ${quote(name)}, ${quote(name)}, '${100 + i} ${streetNames[i % streetNames.length]}',
             ${quote(townNames[i])}, 'VA', '${townZips[i]}', 'office${i + 2}@example.org',
             '[{"type":"Office","number":"(${townAreas[i]}) 555-0${200 + i}"}]'::jsonb, ${anchorDate}, ${anchorDate})`,
       )
       .join(',\n')}`,
    `insert into contacts (id, crm_id, name, full_name, address, city, state, postal_code, email, phones, in_crm, crm_modified_at, synced_at)
     overriding system value
     select g, '4110.0.' || (1000000 + g),
            case when ${r('g', 4)} < 0.35 then f || ' and ' || ${pickText(firstNames, 'g', 5)} || ' ' || l else f || ' ' || l end,
            f || ' ' || chr(65 + ${ri('g', 6, 0, 25)}) || '. ' || l,
            ${ri('g', 7, 100, 9999)} || ' ' || ${pickText(streetNames, 'g', 8)},
            (${textArray(townNames)})[t], 'VA', (${textArray(townZips)})[t],
            case when ${r('g', 9)} < 0.8 then lower(f || '.' || l || g) || '@example.com' end,
            case when ${r('g', 10)} < 0.9 then jsonb_build_array(jsonb_build_object('type', 'Home',
              'number', '(' || (${textArray(townAreas)})[t] || ') 555-' || lpad(${ri('g', 11, 0, 9999)}::text, 4, '0')))
              else '[]'::jsonb end,
            ${r('g', 12)} >= 0.005,
            ${atMorning(daysBefore(ri('g', 13, 1, 3000)))}, ${atMorning(anchorDate)}
     from (select g, ${pickText(firstNames, 'g', 1)} as f, ${pickText(lastNames, 'g', 2)} as l,
                  1 + floor(${r('g', 3)} * ${towns.length})::int as t
           from generate_series(${firstPerson}, ${size.contacts}) g) x`,
  ],
  'contacts',
);
await step(
  'crm_directory_accounts',
  [
    `insert into crm_directory_accounts (crm_id, name, full_name, address, city, state, postal_code, email, phones, modified_at)
     select crm_id, name, full_name, address, city, state, postal_code, email, phones, crm_modified_at
     from contacts where in_crm order by id`,
    `insert into crm_sync_runs (started_at, finished_at, created_count)
     values (${atMorning(anchorDate)}, ${atMorning(anchorDate)} + interval '40 seconds', ${size.contacts})`,
  ],
  'crm_directory_accounts',
);

await step(
  'projects',
  [
    `insert into projects (id, name, description, status_id, created_by_id, last_edited_by_id, document_folder_id, created_at, updated_at)
     overriding system value
     select g,
            case when ${r('g', 1)} < 0.4
              then ${pickText(lastNames, 'g', 2)} || ' Family ' || ${pickText(projectSuffixes, 'g', 3)}
              else ${pickText(landNames, 'g', 4)} || ' ' || ${pickText(landforms, 'g', 5)} || ' ' || ${pickText(projectSuffixes, 'g', 3)}
            end,
            'Working farmland and forest protected with the landowners (generated project ' || g || ').',
            case when ${r('g', 6)} < 0.8 then 1 when ${r('g', 6)} < 0.9 then 2 else 3 end,
            ${userOf('g', 7)}, ${userOf('g', 8)},
            (100000000000 + floor(${r('g', 9)} * 899999999999)::bigint)::text,
            ${atMorning(daysBefore(ri('g', 10, 400, 8000)))},
            ${atMorning(daysBefore(ri('g', 11, 0, 399)))}
     from generate_series(1, ${size.projects}) g`,
  ],
  'projects',
);

// Property g <= N belongs to project g, so every project has a property whose id equals its own.
await step(
  'properties',
  [
    `insert into properties (id, project_id, name, status_id, future_properties_allowed, target_inspection_frequency,
       access_point_latitude, access_point_longitude, inspect_with_two_or_more_staff, additional_interest_holder,
       notes, legacy_property_ids, document_folder_id)
     overriding system value
     select x.g, x.pid, left(p.name || ' - ' || ${pickText(['North Tract', 'South Tract', 'Home Farm', 'River Tract', 'Mountain Tract'], 'x.g', 2)}, 50),
            case when x.g <= ${N} or ${r('x.g', 3)} < 0.85 then 1 else 2 end,
            case when ${r('x.g', 4)} < 0.7 then ${ri('x.g', 5, 0, 4)} end,
            ${pickInt([1, 1, 2, 3], 'x.g', 6)},
            round((36.7 + ${r('x.g', 7)} * 2.2)::numeric, 5), round((-82.6 + ${r('x.g', 8)} * 6)::numeric, 5),
            ${r('x.g', 9)} < 0.2, ${r('x.g', 10)} < 0.15,
            case when ${r('x.g', 11)} < 0.4 then 'Access from the state road through the farm gate.' end,
            case when ${r('x.g', 12)} < 0.3 then 'P-' || ${ri('x.g', 13, 1000, 99999)} end,
            case when ${r('x.g', 14)} < 0.7 then (100000000000 + floor(${r('x.g', 15)} * 899999999999)::bigint)::text end
     from (select g, case when g <= ${N} then g else 1 + floor(${r('g', 1)} * ${N})::int end as pid
           from generate_series(1, ${size.properties}) g) x
     join projects p on p.id = x.pid`,
  ],
  'properties',
);
await step(
  'property_localities',
  [
    `insert into property_localities (property_id, locality_id, is_primary)
     select id, ${countyOf('project_id')}, true from properties
     union all
     select id, (${intArray(countyIds)})[1 + (floor(${r('project_id', 20)} * ${countyIds.length})::int + 1 + ${ri('id', 21, 0, countyIds.length - 2)}) % ${countyIds.length}], false
     from properties where ${r('id', 22)} < 0.25`,
  ],
  'property_localities',
);
await step(
  'tax_parcels + calculated acres',
  [
    `insert into tax_parcels (property_locality_id, parcel_id, acres)
     select pl.id, lpad(${ri('pl.id * 3 + k', 31, 1, 150)}::text, 3, '0') || '-' || ${pickText(['A', 'B', 'C', '0'], 'pl.id * 3 + k', 32)} || '-' || ${ri('pl.id * 3 + k', 33, 1, 99)},
            round((5 + ${r('pl.id * 3 + k', 34)} * case when pl.is_primary then 400 else 60 end)::numeric, 4)
     from property_localities pl
     cross join lateral generate_series(1, case when pl.is_primary then ${ri('pl.id', 30, 1, 2)} else 1 end) k`,
    `update properties p set calculated_acres = x.acres, acres = case when ${r('p.id', 35)} < 0.8 then round(x.acres, 2) end
     from (select pl.property_id, sum(tp.acres) as acres from tax_parcels tp
           join property_localities pl on pl.id = tp.property_locality_id group by pl.property_id) x
     where x.property_id = p.id`,
  ],
  'tax_parcels',
);
const featureNames = [
  'Main House',
  'Tenant House',
  'Guest Cottage',
  'Bank Barn',
  'Equipment Shed',
  'Grain Silo',
  'Gravel Driveway',
];
await step(
  'built_environment_features',
  [
    `insert into built_environment_features (property_id, description, is_building, exists, dwelling_units, finished_area,
       impervious_area, primary_source_id)
     select p.id, (${textArray(featureNames)})[f.kind], f.kind <> 7, ${r('p.id * 5 + k', 42)} < 0.85,
            case when f.kind <= 3 then 1 else 0 end,
            case when f.kind <= 3 then ${ri('p.id * 5 + k', 43, 600, 4500)} else 0 end,
            ${ri('p.id * 5 + k', 44, 150, 9000)},
            case when ${r('p.id * 5 + k', 45)} < 0.8 then ${ri('p.id * 5 + k', 46, 1, 5)} end
     from properties p
     cross join lateral generate_series(1, ${ri('p.id', 40, 0, 4)}) k
     cross join lateral (select 1 + floor(${r('p.id * 5 + k', 41)} * ${featureNames.length})::int as kind) f`,
  ],
  'built_environment_features',
);

// Instrument g <= N belongs to project g; status 1 Pending, 2 Active, 3 Inactive.
await step(
  'instruments',
  [
    `insert into instruments (id, project_id, status_id, type_id, agreement_type_id, instrument_number, locality_id,
       deed_book_page, staff_lead_id, notes, legacy_control_number, executed_date, recorded_date, open_date,
       document_folder_id, conservation_values_statement)
     overriding system value
     select g, pid, st, ${pickInt([1, 1, 2, 3, 4, 5, 7], 'g', 4)}, ${pickInt([1, 1, 1, 2, 3, 4, 5], 'g', 5)},
            case when ex is not null then extract(year from ex) || '-' || lpad(${ri('g', 6, 1, 99999)}::text, 6, '0') end,
            ${countyOf('pid')},
            case when rec is not null then ${ri('g', 7, 100, 5999)} || '/' || ${ri('g', 8, 1, 999)} end,
            ${userOf('g', 9)},
            case when ${r('g', 10)} < 0.5 then 'Grantor reserved one additional division right.' end,
            case when ${r('g', 11)} < 0.3 then 'LCN-' || ${ri('g', 12, 10000, 99999)} end,
            ex, rec, od,
            case when ${r('g', 13)} < 0.8 then (100000000000 + floor(${r('g', 14)} * 899999999999)::bigint)::text end,
            case when ${r('g', 15)} < 0.3 then 'Prime soils, river frontage and mature forest protect water quality and rural character.' end
     from (select g, pid, st, od, ex, case when ex is not null and ${r('g', 16)} < 0.9 then ${capped(`ex + ${ri('g', 17, 3, 40)}`)} end as rec
           from (select g, pid, st, od, case when st <> 1 then ${capped(`od + ${ri('g', 3, 60, 300)}`)} end as ex
                 from (select g, case when g <= ${N} then g else 1 + floor(${r('g', 1)} * ${N})::int end as pid,
                              case when ${r('g', 2)} < 0.6 then 2 when ${r('g', 2)} < 0.85 then 1 else 3 end as st,
                              ${daysBefore(ri('g', 18, 200, 9000))} as od
                       from generate_series(1, ${size.instruments}) g) a) b) c`,
  ],
  'instruments',
);
const allowed = (key: string, salt: number, lo: number, hi: number) =>
  `case when i.status_id = 3 or ${r(key, salt)} < 0.15 then null else ${ri(key, salt + 1, lo, hi)} end`;
const propertyInstrumentColumns = `p.id, i.id, case when i.status_id = 3 then 0 else p.calculated_acres end,
  ${allowed('i.id * 3 + p.id', 60, 0, 3)}, ${allowed('i.id * 3 + p.id', 62, 1, 6)},
  ${allowed('i.id * 3 + p.id', 64, 4500, 20000)}, ${allowed('i.id * 3 + p.id', 66, 10000, 60000)}`;
await step(
  'property_instruments',
  [
    `insert into property_instruments (property_id, instrument_id, property_acres, future_properties_allowed,
       dwellings_allowed, finished_area_allowed, impervious_area_allowed)
     select ${propertyInstrumentColumns} from instruments i join properties p on p.id = i.project_id
     union all
     select ${propertyInstrumentColumns} from instruments i join properties p on p.project_id = i.project_id and p.id > ${N}
     where i.id <= ${N} and i.status_id <> 3`,
  ],
  'property_instruments',
);
await step(
  'instrument children',
  [
    `insert into instrument_tags (instrument_id, tag_type_id)
     select i.id, t from instruments i cross join generate_series(1, 5) t
     where ${r('i.id * 7 + t', 50)} < case when t = 1 then 0.08 else 0.05 end`,
    `insert into instrument_specific_terms (instrument_id, specific_term_id)
     select i.id, t from instruments i cross join generate_series(1, 8) t where ${r('i.id * 11 + t', 51)} < 0.1`,
    `insert into instrument_unique_terms (instrument_id, description)
     select id, ${pickText(['Grantor may construct one pond of up to two acres.', 'Family cemetery access reserved to descendants.', 'No commercial feedlot within 300 feet of the river.'], 'id', 53)}
     from instruments where ${r('id', 52)} < 0.1`,
    `insert into partnership_grants (instrument_id, grant_program_id, grantor_contact_id, grantee_contact_id, award_amount, notes)
     select id, ${ri('id', 55, 1, 6)}, ${ri('id', 56, 4, firstPerson - 1)}, case when ${r('id', 57)} < 0.7 then 1 else ${ri('id', 58, 2, 3)} end,
            round((5000 + ${r('id', 59)} * 245000)::numeric, 2),
            case when ${r('id', 60)} < 0.5 then 'Reimbursement of purchase price and transaction costs.' end
     from instruments where ${r('id', 54)} < 0.08`,
    `insert into conservation_purposes (instrument_id, purpose_id, comments)
     select i.id, t, ${pickText(['Prime farmland soils on most of the property.', 'Visible from a Virginia Byway.', 'Protects over a mile of stream frontage.'], 'i.id * 13 + t', 62)}
     from instruments i cross join generate_series(1, 8) t where ${r('i.id * 13 + t', 61)} < 0.15`,
    `insert into building_activity_areas (instrument_id, type_id, notes)
     select id, ${ri('id', 64, 1, 5)}, case when ${r('id', 65)} < 0.6 then 'Five-acre envelope around the existing farmstead.' end
     from instruments where ${r('id', 63)} < 0.2`,
    `insert into water_quality_protection_areas (instrument_id, name, feature_type_id, geometry_type_id, feature_length,
       buffer_width, buffer_sides, buffer_restriction_id, livestock_restriction_id, timber_harvest_restriction_id)
     select id, ${pickText(landNames, 'id', 67)} || ' Creek buffer', case geo when 1 then ${ri('id', 68, 1, 3)} when 2 then 6 else 4 end, geo,
            case when geo = 1 then ${ri('id', 69, 200, 8000)} end, case when geo <> 3 then ${pickInt([35, 50, 100], 'id', 70)} end,
            case when geo = 1 then ${ri('id', 71, 1, 2)} end, ${ri('id', 72, 1, 4)}, ${ri('id', 73, 1, 4)},
            case when ${r('id', 74)} < 0.6 then 1 else ${ri('id', 75, 2, 3)} end
     from (select id, ${pickInt([1, 1, 2, 3], 'id', 76)} as geo from instruments where ${r('id', 66)} < 0.15) w`,
  ],
  'instrument_tags',
);

// Services: status 1 Open, 2 Closed, 3 On Hold; closed ones are older. Each is on its project's property whose id is the project id.
await step(
  'services',
  [
    `insert into services (id, project_id, category_id, status_id, agreement_type_id, notes, staff_lead_id, fee_charged,
       fee_paid, open_date, is_multi_property, document_folder_id, imagery_assessment_before_date, before_source_id,
       before_source_notes, imagery_assessment_after_date, after_source_id)
     overriding system value
     select g, pid, cat, st, ${pickInt([1, 1, 1, 2, 3, 4, 5], 'g', 5)},
            case when ${r('g', 6)} < 0.3 then 'Landowner prefers visits on weekday mornings.' end,
            ${userOf('g', 7)},
            case when cat in (3, 4) then ${pickInt([250, 500, 750, 1500], 'g', 8)} end,
            cat in (3, 4) and ${r('g', 9)} < 0.7,
            od, g % 200 = 0,
            case when ${r('g', 10)} < 0.6 then (100000000000 + floor(${r('g', 11)} * 899999999999)::bigint)::text end,
            case when imagery then od - ${ri('g', 12, 700, 1100)} end,
            case when imagery then ${ri('g', 13, 1, 5)} end,
            case when imagery and ${ri('g', 13, 1, 5)} = 5 then 'County GIS leaf-off flight.' end,
            case when imagery then od - ${ri('g', 14, 0, 60)} end,
            case when imagery then ${ri('g', 15, 1, 4)} end
     from (select g, pid, cat, st, od, ${typeOf('g', 'cat', 80)} = 48 as imagery
           from (select g, 1 + floor(${r('g', 1)} * ${N})::int as pid,
                        ${pickInt(categoryWeights, 'g', 2)} as cat,
                        case when ${r('g', 3)} < 0.55 then 2 when ${r('g', 3)} < 0.9 then 1 else 3 end as st,
                        ${daysBefore(`case when ${r('g', 3)} < 0.55 then ${ri('g', 4, 120, 5500)} else ${ri('g', 4, 5, 700)} end`)} as od
                 from generate_series(1, ${size.services}) g) a) b`,
    `update services s set previous_service_id = x.previous
     from (select id, lag(id) over (partition by project_id order by open_date, id) as previous
           from services where category_id = 1) x
     where s.id = x.id and x.previous is not null`,
  ],
  'services',
);
await step(
  'service children',
  [
    `insert into service_types_link (service_id, type_id)
     select id, ${typeOf('id', 'category_id', 80)} from services
     union
     select id, ${typeOf('id', 'category_id', 81)} from services where ${r('id', 82)} < 0.3`,
    `insert into service_properties (service_id, property_id)
     select id, project_id from services
     union
     select s.id, 1 + floor(${r('s.id * 3 + k', 83)} * ${size.properties})::int
     from services s cross join generate_series(1, 2) k where s.is_multi_property`,
    `insert into service_products_link (service_id, product_id)
     select id, ${ri('id', 84, 1, 6)} from services where status_id = 2 and ${r('id', 85)} < 0.5`,
    `insert into observations (service_id, type_id, ack_type_id, notes)
     select s.id, 1 + (${ri('s.id', 86, 0, 7)} + k) % 8, a.ack,
            case when a.ack = 2 then 'Minor gully erosion along the farm lane.' end
     from services s
     cross join lateral generate_series(1, ${ri('s.id', 87, 1, 2)}) k
     cross join lateral (select ${pickInt([1, 1, 1, 2, 3], 's.id * 3 + k', 88)} as ack) a
     where s.category_id = 1 and s.status_id <> 3`,
  ],
  'service_types_link',
);

// Events: Open for every service, Closed for closed ones, Inspection for inspections, plus other
// service events and the instrument milestones, about a million in all.
const closeDateOf = (s: string) => capped(`${s}.open_date + ${ri(`${s}.id`, 90, 10, 90)}`);
await step(
  'events (services)',
  [
    `insert into events (service_id, event_type_id, date, notes, created_by_id)
     select s.id, 29, ${atMorning('s.open_date')}, null, ${userOf('s.id', 91)} from services s
     union all
     select s.id, 30, ${atMorning(closeDateOf('s'))}, null, ${userOf('s.id', 92)} from services s where s.status_id = 2
     union all
     select s.id, 31, ${atMorning(capped(`s.open_date + ${ri('s.id', 93, 3, 40)}`))},
            case when ${r('s.id', 94)} < 0.5 then 'Met with landowner on site.' end, ${userOf('s.id', 95)}
     from services s where s.category_id = 1
     union all
     select s.id, ${pickInt([32, 33, 34, 35], 's.id * 5 + k', 96)},
            ${atMorning(capped(`s.open_date + ${ri('s.id * 5 + k', 97, 1, 60)}`))},
            ${pickText(['Letter mailed.', 'Called; left message.', 'Photos saved to the folder.'], 's.id * 5 + k', 98)},
            ${userOf('s.id * 5 + k', 99)}
     from services s cross join lateral generate_series(1, ${ri('s.id', 100, 0, 4)}) k`,
  ],
  'events',
);
await step(
  'events (instruments)',
  [
    `insert into events (instrument_id, event_type_id, date, notes, created_by_id)
     select i.id, 1, ${atMorning('i.open_date')}, null, ${userOf('i.id', 101)} from instruments i
     union all
     select i.id, 2, ${atMorning(capped(`i.open_date + ${ri('i.id', 102, 20, 50)}`))}, 'Approved at the quarterly board meeting.', ${userOf('i.id', 103)}
     from instruments i where ${r('i.id', 104)} < 0.6
     union all
     select i.id, 9, ${atMorning('i.executed_date')}, 'Deed signed by all parties.', ${userOf('i.id', 105)}
     from instruments i where i.executed_date is not null
     union all
     select i.id, 6, ${atMorning('i.recorded_date')}, null, ${userOf('i.id', 106)} from instruments i where i.recorded_date is not null
     union all
     select i.id, 8, ${atMorning(capped(`i.recorded_date + ${ri('i.id', 107, 300, 2000)}`))}, 'Superseded by an amended deed.', ${userOf('i.id', 108)}
     from instruments i where i.status_id = 3 and i.recorded_date is not null
     union all
     select i.id, ${pickInt([3, 4, 5, 7], 'i.id * 5 + k', 109)}, ${atMorning(capped(`i.open_date + ${ri('i.id * 5 + k', 110, 10, 400)}`))},
            null, ${userOf('i.id * 5 + k', 111)}
     from instruments i cross join lateral generate_series(1, ${ri('i.id', 112, 0, 3)}) k`,
  ],
  'events',
);

// Reviews: open ones only on open services and pending instruments; assignee and assigner differ.
const assignerOf = (key: string) =>
  `(${intArray(userIds)})[1 + (floor(${r(key, 120)} * ${U})::int + 1 + ${ri(key, 121, 0, U - 2)}) % ${U}]`;
const assigneeOf = (key: string) => `(${intArray(userIds)})[1 + floor(${r(key, 120)} * ${U})::int]`;
const reviewColumns = (
  key: string,
  open: string,
  status: string,
) => `${status}, ${assigneeOf(key)}, ${assignerOf(key)}, ${open},
  case when ${status} in (2, 3) then ${capped(`${open} + ${ri(key, 122, 2, 20)}`)} end,
  ${pickText(['Please review the draft deed language against the template.', 'Review the inspection report and photos.', 'Verify the division request complies with the easement.', 'Review the title commitment and lien subordination.'], key, 123)},
  case when ${status} = 2 then ${pickText(['Looks good.', 'Approved with the noted changes.', 'No issues found.'], key, 124)} end`;
await step(
  'reviews',
  [
    `insert into reviews (service_id, review_status_id, assignee_id, assigner_id, open_date, close_date, instructions, comments)
     select id, ${reviewColumns('id', capped(`open_date + ${ri('id', 125, 0, 5)}`), `(case when status_id = 2 then ${pickInt([2, 2, 2, 2, 3], 'id', 126)} else 1 end)`)}
     from services where ${r('id', 127)} < 0.25`,
    `insert into reviews (instrument_id, review_status_id, assignee_id, assigner_id, open_date, close_date, instructions, comments)
     select id, ${reviewColumns('id * 7', 'open_date', '(case when status_id = 1 then 1 else 2 end)')}
     from instruments where ${r('id', 128)} < 0.25`,
  ],
  'reviews',
);

// Contact links: landowners as grantors and owners, the organisation as grantee and default service
// contact, professionals here and there. Roles follow from who the contact is on which record.
await step(
  'contact_links',
  [
    `insert into contact_links (contact_id, project_id, instrument_id, notes)
     select ${ownerOf('project_id', 0)}, project_id, id, null from instruments
     union all select ${ownerOf('project_id', 1)}, project_id, id, null from instruments where ${r('project_id', 130)} < 0.4
     union all select 1, project_id, id, null from instruments
     union all select ${professionalOf('id')}, project_id, id, 'Closing attorney' from instruments where ${r('id', 131)} < 0.3
     on conflict do nothing`,
    `insert into contact_links (contact_id, project_id, property_id)
     select ${ownerOf('project_id', 0)}, project_id, id from properties
     union all select ${ownerOf('project_id', 1)}, project_id, id from properties where ${r('project_id', 130)} < 0.4
     on conflict do nothing`,
    `insert into contact_links (contact_id, project_id, service_id, notes)
     select case when category_id in (1, 6, 7) then 1 else ${ownerOf('project_id', 0)} end, project_id, id, null from services
     union all select ${professionalOf('id')}, project_id, id, 'Consultant' from services where ${r('id', 132)} < 0.2
     on conflict do nothing`,
  ],
  'contact_links',
);
await step(
  'contact_link_roles',
  [
    `insert into contact_link_roles (contact_link_id, contact_role_id)
     select l.id, unnest(case
       when l.instrument_id is not null then
         case when l.contact_id = 1 then array[2] when l.notes is not null then array[4] else array[1] end
       when l.property_id is not null then array[11]
       when l.notes is not null then array[25]
       when s.category_id = 5 then array[39]
       else array[39, 24] end)
     from contact_links l left join services s on s.id = l.service_id`,
  ],
  'contact_link_roles',
);

// Violation cases (issue 33): a quarter of the observations answered Yes (a problem seen) open one,
// on the inspection's first property, at every status, most open ones with a follow-up; each has its
// Open step, and a second one when it has moved on.
await step(
  'violation_cases',
  [
    `insert into violation_cases (property_id, observation_id, type_id, severity, discovered_on, reported_by_id,
       description, status_id, follow_up_due, follow_up_kind)
     select sp.property_id, o.id, ${ri('o.id', 140, 1, 8)},
            (array['technical', 'minor', 'major'])[${ri('o.id', 141, 1, 3)}],
            s.open_date, ${userOf('o.id', 142)}, 'Found on the inspection: ' || coalesce(o.notes, 'see the observation.'),
            st.status,
            case when st.status in (1, 2, 3, 5) and ${r('o.id', 144)} < 0.8 then s.open_date + ${ri('o.id', 145, 20, 400)} end,
            case when st.status in (1, 2, 3, 5) and ${r('o.id', 144)} < 0.8
              then (array['visit', 'answer'])[${ri('o.id', 146, 1, 2)}] end
     from observations o
     join services s on s.id = o.service_id
     cross join lateral (select min(property_id) as property_id from service_properties where service_id = s.id) sp
     cross join lateral (select ${pickInt([1, 1, 2, 2, 3, 4, 4, 4, 5, 6], 'o.id', 143)} as status) st
     where o.ack_type_id = 2 and ${r('o.id', 147)} < 0.25`,
    `insert into violation_case_steps (case_id, status_id, "on", by_id)
     select id, 1, discovered_on, reported_by_id from violation_cases`,
    `insert into violation_case_steps (case_id, status_id, "on", by_id, note)
     select id, status_id, ${capped('discovered_on + 30')}, reported_by_id, 'Recorded by the bench.'
     from violation_cases where status_id <> 1`,
  ],
  'violation_cases',
);

// Owners (issue 33 §4): most easements' owners reached in most years since 2016 (the ledger's years),
// each contact naming the project's first landowner; and a landowner who bought lately (Owner Since
// within the last year) on a few properties, so the home tile's new owners have work.
await step(
  'owner_contacts',
  [
    `insert into owner_contacts (instrument_id, contacted_on, method, by_id)
     select i.id, d.day, ${pickText(['visit', 'letter', 'phone', 'meeting', 'email'], 'i.id * 31 + y', 150)}, ${userOf('i.id * 31 + y', 151)}
     from instruments i cross join generate_series(2016, 2026) y
     cross join lateral (select make_date(y, 1, 1) + ${ri('i.id * 31 + y', 152, 0, 364)} as day) d
     where ${r('i.id * 31 + y', 153)} < 0.7 and d.day <= ${anchorDate}`,
    `insert into owner_contact_contacts (owner_contact_id, contact_id)
     select oc.id, ${ownerOf('i.project_id', 0)} from owner_contacts oc join instruments i on i.id = oc.instrument_id`,
    `update contact_links set owner_since = ${daysBefore(ri('id', 154, 0, 365))}
     where property_id is not null and ${r('id', 155)} < 0.03`,
  ],
  'owner_contacts',
);

await step(
  'identity sequences',
  ['projects', 'properties', 'instruments', 'services', 'contacts'].map(
    (t) => `select setval(pg_get_serial_sequence('${t}', 'id'), (select max(id) from ${t}))`,
  ),
);
await step(
  `rebuild ${indexes.length} indexes`,
  indexes.map((i) => i.definition),
);
await step('kept facts rebuilt', [
  ...dataTables.map((t) => `alter table ${t} enable trigger user`),
  // Planned without statistics, a property's newest inspection scanned every Inspection event.
  'analyze',
  ...keptFacts.flatMap(({ table, rebuild }) => [`delete from ${table}`, rebuild]),
]);
if (photosMb > 0) {
  const t0 = performance.now();
  const added = await addPhotos(database, photosMb);
  console.log(
    `${'field photos'.padEnd(34)} ${String(added.photos).padStart(9)} ${((performance.now() - t0) / 1000).toFixed(1).padStart(7)} s (${(added.bytes / 1048576).toFixed(0)} MB)`,
  );
}
await step('vacuum analyze', ['vacuum analyze']);
console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
await database.close();
