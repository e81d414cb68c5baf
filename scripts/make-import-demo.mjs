// Writes examples/legacy-records.xlsx: a legacy workbook as an older land-trust database would export
// it, for the README's "Import your records" walk-through and the import journey. A few hundred rows
// across the kinds, from a fixed seed, with a handful of typical problems that the Import page's
// mapping fixes: a header it does not know ("Tract Name"), misspelt agreement types, localities,
// components and roles, and a status and an inspection method written differently. The contact links
// name contacts of the demo data (its partner organisations, by name or CRM account id), so the
// workbook imports cleanly into a database seeded with it. Run: node scripts/make-import-demo.mjs
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'examples', 'legacy-records.xlsx');

/** A small seeded generator (mulberry32), so the file is the same on every run. */
let seed = 31;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const between = (min, max) => min + random() * (max - min);

const counties = [
  'Albemarle County',
  'Greene County',
  'Orange County',
  'Madison County',
  'Fluvanna County',
  'Louisa County',
];
const places = [
  'Mill Creek',
  'Blue Run',
  'Stony Point',
  'Buck Mountain',
  'Rivanna',
  'Jacobs Run',
  'Ivy Creek',
  'Hardware River',
  'Totier Creek',
  'Rockfish Gap',
];
const kinds = ['Farm', 'Forest', 'Meadows', 'Homestead', 'Woods', 'Preserve'];
const terms = ['Riparian Buffer', 'No Further Division', 'Forest Management Plan Required'];

const projects = [['Legacy ID', 'Project Name', 'Description', 'Status']];
const properties = [
  [
    'Property ID',
    'Project ID',
    'Tract Name',
    'County',
    'Other Counties',
    'Deeded Acres',
    'Latitude',
    'Longitude',
    'Inspect With Two or More Staff',
    'Notes',
  ],
];
const parcels = [['Property', 'Locality', 'Tax Map Number', 'Acres']];
const easements = [
  [
    'Control Number',
    'Project ID',
    'Agreement Type',
    'Instrument Type',
    'Status',
    'Deed Book/Page',
    'Executed Date',
    'Recorded Date',
    'Specific Terms',
    'Notes',
  ],
];
const links = [
  [
    'Instrument',
    'Property',
    'Impacted Acres',
    'Properties Allowed',
    'Dwellings Allowed',
    'Finished Area Allowed',
    'Impervious Area Allowed',
  ],
];

let propertyNumber = 0;
let easementNumber = 0;
for (let p = 1; p <= 40; p++) {
  const place = pick(places);
  const projectId = `VOF-${String(1000 + p)}`;
  projects.push([
    projectId,
    `${place} ${pick(kinds)} ${p}`,
    `Conserved lands along ${place}, recorded in the old database.`,
    p % 7 === 0 ? 'Completed' : 'Active',
  ]);
  const tracts = [];
  for (let t = 0; t < 3; t++) {
    propertyNumber++;
    const legacy = `T-${String(propertyNumber).padStart(4, '0')}`;
    const county = pick(counties);
    const other = random() < 0.2 ? counties.find((c) => c !== county) : null;
    // Typical problem: a misspelt locality on a few rows.
    const countyText = propertyNumber % 41 === 0 ? 'Albermarle County' : county;
    const acres = Number(between(20, 1800).toFixed(2));
    properties.push([
      legacy,
      projectId,
      `${place} Tract ${String.fromCharCode(65 + t)}`,
      countyText,
      other,
      acres >= 1000 ? acres.toLocaleString('en-US', { minimumFractionDigits: 2 }) : acres,
      Number(between(37.7, 38.4).toFixed(5)),
      Number(between(-78.9, -78.0).toFixed(5)),
      random() < 0.15 ? 'Yes' : 'No',
      random() < 0.3 ? 'Gate code with the landowner.' : null,
    ]);
    const count = 1 + Math.floor(random() * 2);
    for (let k = 0; k < count; k++)
      parcels.push([
        legacy,
        county,
        `${Math.floor(between(10, 99))}-${Math.floor(between(1, 300))}${k ? `-${k}` : ''}`,
        Number((acres / count).toFixed(4)),
      ]);
    tracts.push({ legacy, acres });
  }
  const easementCount = p % 3 === 0 ? 2 : 1;
  for (let e = 0; e < easementCount; e++) {
    easementNumber++;
    const number = `CE-${String(easementNumber).padStart(4, '0')}`;
    const year = 1995 + Math.floor(random() * 28);
    const executed = new Date(Date.UTC(year, Math.floor(random() * 12), 1 + Math.floor(random() * 27)));
    const recorded = new Date(executed.getTime() + 20 * 86_400_000);
    const active = easementNumber % 9 !== 0;
    easements.push([
      number,
      projectId,
      // Typical problems: a misspelt agreement type, and a status as the old system wrote it.
      easementNumber % 17 === 0 ? 'Conservaton Easement' : 'Conservation Easement',
      pick(['Deed of Gift of Easement', 'Deed of Easement (Purchased)']),
      active ? (easementNumber % 13 === 0 ? 'Actve' : 'Active') : 'Pending',
      `${Math.floor(between(100, 4000))}/${Math.floor(between(1, 900))}`,
      executed,
      `${recorded.getUTCMonth() + 1}/${recorded.getUTCDate()}/${recorded.getUTCFullYear()}`,
      random() < 0.5 ? pick(terms) : null,
      null,
    ]);
    for (const tract of tracts.slice(0, e === 0 ? tracts.length : 1))
      links.push([
        number,
        tract.legacy,
        tract.acres,
        Math.floor(random() * 3),
        Math.floor(random() * 3),
        Math.floor(between(0, 9000)),
        random() < 0.3 ? null : Math.floor(between(0, 20000)),
      ]);
  }
}

// Past services: an inspection of each of the first 36 properties, a few stewardship requests, all
// closed (Status left blank). Typical problems: a misspelt component and the old system's "Site Visit"
// for the Ground Visit method.
const inspectors = ['Sam Staff', 'Morgan Reyes', 'Jordan Blake', 'Casey Whitfield', 'Taylor Brooks'];
const usDate = (date) => `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
const services = [
  [
    'Service ID',
    'Property',
    'Category',
    'Components',
    'Agreement Type',
    'Inspector',
    'Inspection Date',
    'Method',
    'Report Completed',
    'Closed Date',
    'Notes',
  ],
];
for (let n = 1; n <= 36; n++) {
  const visited = new Date(
    Date.UTC(2018 + Math.floor(random() * 7), Math.floor(random() * 12), 1 + Math.floor(random() * 27)),
  );
  const reported = new Date(visited.getTime() + Math.floor(between(3, 45)) * 86_400_000);
  services.push([
    `SV-${String(n).padStart(4, '0')}`,
    `T-${String(n).padStart(4, '0')}`,
    'Inspection',
    n % 17 === 5 ? 'Anual Monitoring Visit' : 'Annual Monitoring Visit',
    'Conservation Easement',
    pick(inspectors),
    visited,
    n % 16 === 9 ? 'Site Visit' : 'Ground Visit',
    usDate(reported),
    null,
    random() < 0.25 ? 'No changes since the last visit.' : null,
  ]);
}
for (let n = 37; n <= 42; n++) {
  const closed = new Date(
    Date.UTC(2016 + Math.floor(random() * 8), Math.floor(random() * 12), 1 + Math.floor(random() * 27)),
  );
  services.push([
    `SV-${String(n).padStart(4, '0')}`,
    `T-${String(n * 2).padStart(4, '0')}`,
    'Stewardship Request',
    pick(['Timber Harvest Notice', 'Permission to Build', 'Division Request']),
    'Conservation Easement',
    pick(inspectors),
    null,
    null,
    null,
    usDate(closed),
    'Answered by letter.',
  ]);
}

// Contact links, to contacts of the demo data: its partner organisations (contacts 1 to 3 of the CRM
// sync). Typical problem: a role written in the plural.
const crmIdOf = (n) => `4110.0.${1_000_000 + n}`;
const contactLinks = [['Contact', 'Instrument', 'Property', 'Service', 'Roles', 'Role Details']];
for (let n = 1; n <= 12; n++)
  contactLinks.push([
    'Piedmont Environmental Council',
    `CE-${String(n).padStart(4, '0')}`,
    null,
    null,
    n % 7 === 3 ? 'Co-Holders' : 'Co-Holder',
    null,
  ]);
for (let n = 1; n <= 12; n++)
  contactLinks.push([
    crmIdOf(3),
    null,
    `T-${String(n).padStart(4, '0')}`,
    null,
    'Forester',
    n === 1 ? 'Forest management plan, 2019' : null,
  ]);
for (let n = 1; n <= 6; n++)
  contactLinks.push([
    'Blue Ridge Land Trust',
    null,
    null,
    `SV-${String(n).padStart(4, '0')}`,
    'Consultant',
    null,
  ]);

const workbook = new ExcelJS.Workbook();
const add = (name, rows) => {
  const sheet = workbook.addWorksheet(name);
  sheet.addRows(rows);
  sheet.getRow(1).font = { bold: true };
  return sheet;
};
add('Projects', projects);
add('Properties', properties);
add('Tax Parcels', parcels);
add('Easements', easements).getColumn(7).numFmt = 'm/d/yyyy';
add('Instrument Properties', links);
add('Services', services).getColumn(7).numFmt = 'm/d/yyyy';
add('Contact Links', contactLinks);
// An old export's scratch sheet, hidden: the import skips it.
add('Lookups', [['County'], ...counties.map((c) => [c])]).state = 'hidden';
// Empty trailing rows, as a spreadsheet that once held more keeps them.
workbook
  .getWorksheet('Projects')
  .getRow(projects.length + 5)
  .getCell(1).value = null;

mkdirSync(dirname(out), { recursive: true });
await workbook.xlsx.writeFile(out);
console.log(
  `Wrote ${out}: ${projects.length - 1} projects, ${properties.length - 1} properties, ${parcels.length - 1} parcels, ${easements.length - 1} easements, ${links.length - 1} links, ${services.length - 1} services, ${contactLinks.length - 1} contact links.`,
);
