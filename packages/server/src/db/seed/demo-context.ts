// What every stage of the demo seed shares: the seeded generator, the fixed calendar, the plans one
// stage hands the next, and the context. Each entity's stage is its own demo-<entity>.ts file.
import type { Tx } from '../client';
import type { SeededUsers } from './accounts';
import { serviceTypesByCategory } from './lookups';

/** mulberry32: a tiny seeded generator, so the demo data is the same on every fresh database. */
export const mulberry32 = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Seeded helpers; made per seed run so two runs in one process produce the same data. */
export const createRandom = (seed: number) => {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return {
    next,
    int,
    pick,
    chance: (p: number) => next() < p,
    /** `n` distinct items. */
    sample: <T>(items: readonly T[], n: number): T[] => {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
      return out;
    },
  };
};

export type Random = ReturnType<typeof createRandom>;

export const round = (value: number, places: number) => Number(value.toFixed(places));

/** Dates count back from a fixed day, so the data does not change with the clock (and none lies in the future). */
export const anchor = Date.UTC(2026, 8, 30, 14);

const dayMs = 86_400_000;

export const daysAgo = (days: number) => new Date(anchor - days * dayMs);

export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * dayMs);

export const notAfterAnchor = (d: Date) => (d.getTime() > anchor ? new Date(anchor) : d);

export const activeTypesOf = (categoryId: number) =>
  serviceTypesByCategory[categoryId].filter((t) => !t.archived).map((t) => t.id);

export type ProjectPlan = {
  id: number;
  name: string;
  countyId: number;
  properties: PropertyPlan[];
  owners: number[];
};

export type PropertyPlan = { id: number; project: ProjectPlan; statusId: number; acres: number };

export type InstrumentPlan = {
  id: number;
  project: ProjectPlan;
  statusId: number;
  agreementTypeId: number;
  openDate: Date;
  executedDate: Date | null;
  recordedDate: Date | null;
  /** Every card filled: tags, terms, grants, purposes, areas, statement. */
  full: boolean;
};

export type ServicePlan = {
  id: number;
  project: ProjectPlan;
  categoryId: number;
  statusId: number;
  openDate: Date;
  closeDate: Date | null;
  typeIds: number[];
  propertyIds: number[];
};

export type ContactPlan = {
  organisation: number;
  partners: number[];
  /** Attorneys, surveyors and foresters who appear on many projects. */
  professionals: number[];
  landowners: number[];
  /** Accounts that left the CRM but are still linked. */
  leftCrm: number[];
};

/** What every stage shares: the transaction, the seeded generator and the users to assign. */
export type Context = Random & {
  tx: Tx;
  users: SeededUsers;
  activeUsers: number[];
  /** Admin and Staff lead more than their share, so their home tiles are never empty. */
  likelyLead: () => number;
  anyLead: () => number;
  folderId: () => string;
};
