import type { Letter, LetterTemplate } from '@app/domain';
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { instruments, letters, letterTemplates, properties, users } from '../../db/schema';
import { type Actor, insertAudited, updateVersioned, writeAuditRows } from '../../db/tx';

const templateColumns = {
  id: letterTemplates.id,
  name: letterTemplates.name,
  kind: letterTemplates.kind,
  body: letterTemplates.body,
  version: letterTemplates.version,
};

/** Every template, by name. */
export const listTemplateRows = (db: Db) =>
  db.select(templateColumns).from(letterTemplates).orderBy(asc(letterTemplates.name)) as Promise<
    LetterTemplate[]
  >;

export const getTemplateRow = async (db: Db | Tx, id: number) => {
  const [row] = await db.select(templateColumns).from(letterTemplates).where(eq(letterTemplates.id, id));
  return row as LetterTemplate | undefined;
};

/** Whether another template has the name (a template's own name is not taken from itself). */
export const templateNameTaken = async (db: Db | Tx, name: string, exceptId: number | null) =>
  (
    await db
      .select({ id: letterTemplates.id })
      .from(letterTemplates)
      .where(
        exceptId === null
          ? eq(letterTemplates.name, name)
          : and(eq(letterTemplates.name, name), ne(letterTemplates.id, exceptId)),
      )
  ).length > 0;

type TemplateValues = { name: string; kind: string; body: string };

export const insertTemplate = (tx: Tx, actor: Actor, values: TemplateValues) =>
  insertAudited(tx, actor, letterTemplates, values);

export const updateTemplate = (
  tx: Tx,
  actor: Actor,
  { id, version, values }: { id: number; version: number; values: TemplateValues },
) => updateVersioned(tx, actor, letterTemplates, id, version, values);

export const insertLetter = (tx: Tx, actor: Actor, values: typeof letters.$inferInsert) =>
  insertAudited(tx, actor, letters, values);

/** A merge's letters kept as sent: a multi-row insert and its audit rows per 500 letters. */
export const insertLetters = async (tx: Tx, actor: Actor, values: (typeof letters.$inferInsert)[]) => {
  for (let start = 0; start < values.length; start += 500) {
    const rows = await tx
      .insert(letters)
      .values(values.slice(start, start + 500))
      .returning();
    await writeAuditRows(tx, actor, { table: letters, action: 'create', rows });
  }
};

const letterColumns = {
  id: letters.id,
  propertyId: letters.propertyId,
  caseId: letters.caseId,
  requestId: letters.requestId,
  templateId: letters.templateId,
  templateName: letters.templateName,
  kind: letters.kind,
  sentOn: letters.sentOn,
  recipients: letters.recipients,
  body: letters.body,
  sentByName: users.name,
};

/** The letters of a case, of a request, or of a property (its own, its cases' and requests'), newest first. */
export const listLetterRows = (
  db: Db,
  where: { caseId: number } | { requestId: number } | { propertyId: number },
) =>
  db
    .select(letterColumns)
    .from(letters)
    .innerJoin(users, eq(users.id, letters.sentById))
    .where(
      'caseId' in where
        ? eq(letters.caseId, where.caseId)
        : 'requestId' in where
          ? eq(letters.requestId, where.requestId)
          : eq(letters.propertyId, where.propertyId),
    )
    .orderBy(desc(letters.sentOn), desc(letters.id)) as Promise<Letter[]>;

export const getLetterRow = async (db: Db | Tx, id: number) => {
  const [row] = await db
    .select(letterColumns)
    .from(letters)
    .innerJoin(users, eq(users.id, letters.sentById))
    .where(eq(letters.id, id));
  return row as Letter | undefined;
};

/** The instruments a staff lead leads, by id, at most `limit` (the merge counts them first). */
export const staffLeadInstrumentIds = async (db: Db, userId: number, limit: number) =>
  (
    await db
      .select({ id: instruments.id })
      .from(instruments)
      .where(eq(instruments.staffLeadId, userId))
      .orderBy(asc(instruments.id))
      .limit(limit)
  ).map((r) => r.id);

export const countStaffLeadInstruments = async (db: Db, userId: number) =>
  (await db.select({ n: count() }).from(instruments).where(eq(instruments.staffLeadId, userId)))[0].n;

/** Which of the ids are still records (a search's result may have been deleted since). */
export const existingIds = async (db: Db, type: 'Property' | 'Instrument', ids: number[]) => {
  if (ids.length === 0) return new Set<number>();
  const table = type === 'Property' ? properties : instruments;
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
  return new Set(rows.map((r) => r.id));
};

/** The user's name (a letter without a staff lead is signed by its writer). */
export const userNameOf = async (db: Db | Tx, id: number) => {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id));
  return row?.name ?? '';
};
