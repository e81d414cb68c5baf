import {
  type HomeListQuery,
  isAdmin,
  type LedgerFilters,
  type LedgerInspection,
  type LedgerQuery,
  type LedgerReadWindow,
  type LedgerRow,
  ledgerReadWindow,
  ledgerRow,
  ledgerYears,
  ownerContactedByYear,
  type Principal,
  ProjectListYearCount,
  todayInDisplayZone,
  yearOf,
} from '@app/domain';
import type { Db } from '../../db/client';
import { inSnapshot } from '../../db/tx';
import {
  type ProjectListRow,
  writeLedgerXlsx,
  writeProjectListXlsx,
} from '../../exports/accreditation-ledger-xlsx';
import {
  countLedgerEasements,
  countLedgerYears,
  countNotMonitored,
  type EasementProperty,
  type LedgerEasementRow,
  listEasementProperties,
  listLedgerEasements,
  listLedgerInspections,
  listLedgerOwnerContacts,
  listNotMonitored,
} from './accreditation-ledger.repo';

const groupBy = <K, V>(entries: Iterable<readonly [K, V]>) => {
  const groups = new Map<K, V[]>();
  for (const [key, value] of entries) {
    const group = groups.get(key);
    if (group) group.push(value);
    else groups.set(key, [value]);
  }
  return groups;
};

type Row = LedgerRow & { recordedDate: string | null; acres: number | null };
type Facts = {
  properties: EasementProperty[];
  inspections: LedgerInspection[];
  /** [instrument id, day] of the owner contacts in the ledger's years. */
  ownerContacts: [number, string][];
};

/**
 * A page's facts: its easements' properties, and the inspections of services on those properties that
 * the rule can read for these years.
 */
const pageFacts = async (
  db: Db,
  easements: LedgerEasementRow[],
  window: LedgerReadWindow,
): Promise<Facts> => {
  const properties = await listEasementProperties(
    db,
    easements.map((e) => e.instrumentId),
  );
  const propertyIds = [...new Set(properties.map((p) => p.propertyId))];
  return {
    properties,
    inspections: await listLedgerInspections(db, propertyIds, window),
    ownerContacts: await listLedgerOwnerContacts(
      db,
      easements.map((e) => e.instrumentId),
      window,
    ),
  };
};

/** The whole ledger's facts: every matched easement's properties and the inspections, one pass each. */
const wholeFacts = async (db: Db, filters: LedgerFilters, window: LedgerReadWindow): Promise<Facts> => ({
  properties: await listEasementProperties(db, filters),
  inspections: await listLedgerInspections(db, 'all', window),
  ownerContacts: await listLedgerOwnerContacts(db, 'all', window),
});

/** The ledger rows of these easements: the domain's rule applied to their properties' inspections. */
const rowsOf = (
  easements: LedgerEasementRow[],
  { properties, inspections, ownerContacts }: Facts,
  years: number[],
  today: string,
): Row[] => {
  const contactDays = groupBy(ownerContacts);
  const noContacts = years.map(() => null);
  const byProperty = groupBy(
    inspections.flatMap((inspection) => inspection.propertyIds.map((id) => [id, inspection] as const)),
  );
  const propertiesOf = groupBy(properties.map((p) => [p.instrumentId, p] as const));
  return easements.map((easement) => {
    const own = propertiesOf.get(easement.instrumentId) ?? [];
    const propertyIds = own.map((p) => p.propertyId);
    // An inspection on two of the easement's properties is one candidate.
    const candidates =
      propertyIds.length === 1
        ? (byProperty.get(propertyIds[0]) ?? [])
        : [...new Set(propertyIds.flatMap((id) => byProperty.get(id) ?? []))];
    const acres = own.some((p) => p.acres !== null) ? own.reduce((sum, p) => sum + (p.acres ?? 0), 0) : null;
    const row = ledgerRow({ executedDate: easement.executedDate, propertyIds }, candidates, years, today);
    // Written out, not spread: spreading two objects into a third took longer than the rule itself.
    return {
      instrumentId: easement.instrumentId,
      projectId: easement.projectId,
      projectName: easement.projectName,
      agreementTypeName: easement.agreementTypeName,
      localityName: easement.localityName,
      staffLeadName: easement.staffLeadName,
      executedDate: easement.executedDate,
      recordedDate: easement.recordedDate,
      acres,
      properties: own.map((p) => ({ id: p.propertyId, name: p.name })),
      lastGroundVisit: row.lastGroundVisit,
      groundVisitDueBy: row.groundVisitDueBy,
      groundVisitOverdue: row.groundVisitOverdue,
      cells: row.cells,
      ownerContacted: contactDays.has(easement.instrumentId)
        ? ownerContactedByYear(contactDays.get(easement.instrumentId) as string[], years)
        : noContacts,
    };
  });
};

const currentYear = (today: string) => yearOf(today);

/** GET stewardship/ledger: a page of easements with a cell per year, and each year's totals. */
export const getLedger = (db: Db, query: LedgerQuery, today = todayInDisplayZone()) =>
  inSnapshot(db, async (snapshot) => {
    const years = ledgerYears(currentYear(today));
    const { page, pageSize } = query;
    // Counted apart: a count over the page's query would read every easement before the first row.
    const total = await countLedgerEasements(snapshot, query);
    const easements = await listLedgerEasements(snapshot, query, {
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    const facts = await pageFacts(snapshot, easements, ledgerReadWindow(years, today));
    const rows = rowsOf(easements, facts, years, today);
    return {
      years,
      items: rows.map(({ recordedDate: _, acres: __, ...row }: Row): LedgerRow => row),
      total,
      page,
      pageSize,
    };
  });

/** GET stewardship/ledger/totals: 'N of M easements monitored' for each year of the ledger. */
export const getLedgerTotals = async (
  db: Db,
  filters: Pick<LedgerFilters, 'staffLead' | 'locality' | 'agreementType'>,
  today = todayInDisplayZone(),
) => ({ totals: await countLedgerYears(db, filters, ledgerYears(currentYear(today))) });

/** Every easement the filters match, in the ledger's order. */
const allRows = (db: Db, filters: LedgerFilters, years: number[], today: string) =>
  inSnapshot(db, async (snapshot) =>
    rowsOf(
      await listLedgerEasements(snapshot, filters, { offset: 0 }),
      await wholeFacts(snapshot, filters, ledgerReadWindow(years, today)),
      years,
      today,
    ),
  );

/** GET stewardship/ledger/export: the ledger as a workbook, every easement the filters match. */
export const exportLedger = async (db: Db, filters: LedgerFilters, today = todayInDisplayZone()) => {
  const years = ledgerYears(currentYear(today));
  const rows = await allRows(db, filters, years, today);
  return { fileName: `Accreditation-Ledger-${today}.xlsx`, stream: writeLedgerXlsx(rows, years) };
};

/**
 * GET stewardship/ledger/projectList: the accreditation 'Land Conservation Project List', one row per
 * easement with its monitoring date in each of the three years ending with `throughYear`.
 */
export const exportProjectList = async (
  db: Db,
  { throughYear }: { throughYear?: number },
  today = todayInDisplayZone(),
) => {
  const last = throughYear ?? currentYear(today);
  const years = Array.from({ length: ProjectListYearCount }, (_, i) => last - ProjectListYearCount + 1 + i);
  const rows: ProjectListRow[] = await allRows(db, { sort: 'project', direction: 'asc' }, years, today);
  return {
    fileName: `Land-Conservation-Project-List-${years[0]}-${last}.xlsx`,
    stream: writeProjectListXlsx(rows, years),
  };
};

/**
 * The home tile 'Easements Not Yet Monitored in {year}': the caller's easements as staff lead (an
 * Admin's: all) that had to be monitored this year and have no inspection yet.
 */
export const listMyNotMonitored = async (
  db: Db,
  { user, page, pageSize }: { user: Pick<Principal, 'roles'> & { id: number } } & HomeListQuery,
  today = todayInDisplayZone(),
) => {
  const year = currentYear(today);
  const staffLeadId = isAdmin(user) ? null : user.id;
  const offset = (page - 1) * pageSize;
  return inSnapshot(db, async (snapshot) => {
    const total = await countNotMonitored(snapshot, staffLeadId, year);
    const items = await listNotMonitored(snapshot, { staffLeadId, year, offset, limit: pageSize });
    return { year, items, total, page, pageSize };
  });
};
