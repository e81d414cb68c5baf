import type { Readable } from 'node:stream';
import {
  isAdmin,
  isRequestOpen,
  joinNames,
  type Letter,
  LetterLimits,
  type LetterMerge,
  type LetterPreview,
  type LetterSend,
  type LetterSubject,
  type LetterTemplate,
  type LetterTemplateCreate,
  type LetterTemplateUpdate,
  type LetterValues,
  letterAddress,
  letterContactName,
  letterDate,
  letterMessages,
  letterOwners,
  letterRecipients,
  type OwnerRequest,
  type RequestStatusId,
  renderLetter,
  requestStatusLabels,
  todayInDisplayZone,
  type ViolationCase,
} from '@app/domain';
import type { Caller } from '../../auth/authenticate';
import type { Db, Tx } from '../../db/client';
import { inTransaction } from '../../db/tx';
import { zipStream } from '../../exports/zip-stream';
import { docxType } from '../../lib/attachment';
import { badRequest, fieldError, forbidden, notFound } from '../../lib/errors';
import { getCase } from '../cases/api';
import { findPropertyRef } from '../properties/api';
import { getRequest } from '../requests/api';
import {
  coveredProperties,
  coveringInstruments,
  type LetterFacts,
  readLetterFacts,
} from './letter-values.repo';
import {
  countStaffLeadInstruments,
  existingIds,
  getLetterRow,
  getTemplateRow,
  insertLetter,
  insertLetters,
  insertTemplate,
  listLetterRows,
  listTemplateRows,
  staffLeadInstrumentIds,
  templateNameTaken,
  updateTemplate as updateTemplateRow,
  userNameOf,
} from './letters.repo';

const adminOnly = ({ user }: Pick<Caller, 'user'>) => {
  if (!isAdmin(user)) throw forbidden(letterMessages.adminOnlyTemplates);
};

/** GET letterTemplates: every template, by name (everyone reads them). */
export const listTemplates = (db: Db) => listTemplateRows(db);

const checkName = async (tx: Tx, name: string, id: number | null) => {
  if (await templateNameTaken(tx, name, id)) throw fieldError('name', letterMessages.templateNameTaken);
};

/** POST letterTemplates/create (Admins). */
export const createTemplate = (db: Db, input: LetterTemplateCreate, caller: Caller) => {
  adminOnly(caller);
  return inTransaction(db, async (tx): Promise<LetterTemplate> => {
    await checkName(tx, input.name, null);
    const row = await insertTemplate(tx, caller.actor, input);
    return (await getTemplateRow(tx, row.id)) as LetterTemplate;
  });
};

/** POST letterTemplates/update (Admins): the version checked as everywhere. */
export const updateTemplate = (db: Db, input: LetterTemplateUpdate, caller: Caller) => {
  adminOnly(caller);
  return inTransaction(db, async (tx): Promise<LetterTemplate> => {
    if (!(await getTemplateRow(tx, input.id))) throw notFound(letterMessages.templateNotFound);
    await checkName(tx, input.name, input.id);
    await updateTemplateRow(tx, caller.actor, {
      id: input.id,
      version: input.version,
      values: { name: input.name, kind: input.kind, body: input.body },
    });
    return (await getTemplateRow(tx, input.id)) as LetterTemplate;
  });
};

const templateOf = async (db: Db | Tx, id: number) => {
  const template = await getTemplateRow(db, id);
  if (!template) throw fieldError('templateId', letterMessages.templateNotFound);
  return template;
};

const userName = ({ actor }: Caller, db: Db | Tx) =>
  actor.userId === null || actor.userId === undefined ? Promise.resolve('') : userNameOf(db, actor.userId);

type Subject = {
  propertyIds: number[];
  instrumentIds: number[];
  found: ViolationCase | null;
  request?: OwnerRequest | null;
};

/**
 * An owner's request as its decision letter names it: its kind, receipt and description, and its
 * decision — the status, and the date and note of the step that decided it (the conditions of an
 * approval with conditions, the reasons of a denial). Undecided, the Decision is its status and the
 * date and note are empty.
 */
const requestValues = (request: OwnerRequest | null | undefined) => {
  if (!request)
    return {
      'Request ID': '',
      'Request Kind': '',
      'Received On': '',
      'Request Description': '',
      Decision: '',
      'Decided On': '',
      'Decision Note': '',
    };
  const decided = !isRequestOpen(request.statusId);
  const step = decided ? request.steps.findLast((s) => s.statusId === request.statusId) : undefined;
  return {
    'Request ID': String(request.id),
    'Request Kind': request.kindName,
    'Received On': letterDate(request.receivedOn),
    'Request Description': request.description,
    Decision: requestStatusLabels[request.statusId as RequestStatusId] ?? '',
    'Decided On': step ? letterDate(step.on) : '',
    'Decision Note': step?.note?.trim() ?? '',
  };
};

/**
 * A letter's placeholders from what it is about: its owners (the properties' Owners, else the
 * instruments' Grantors), its properties and instruments, their staff lead (else the writer), and
 * for a case its id, type, discovery and observation.
 */
const valuesOf = (facts: LetterFacts, subject: Subject, { day, writer }: { day: string; writer: string }) => {
  const owners = letterOwners([
    ...subject.propertyIds.flatMap((id) => facts.propertyOwners.get(id) ?? []),
    ...subject.instrumentIds.flatMap((id) => facts.instrumentGrantors.get(id) ?? []),
  ]);
  const instruments = subject.instrumentIds.flatMap((id) => facts.instruments.get(id) ?? []);
  const leads = [...new Set(instruments.flatMap((i) => (i.staffLead ? [i.staffLead] : [])))];
  const { found } = subject;
  const values: LetterValues = {
    'Owner Names': joinNames(owners.map(letterContactName)) || 'Landowner',
    'Owner Address': owners[0] ? letterAddress(owners[0]) : '',
    'Property Name': joinNames(
      subject.propertyIds.map((id) => facts.properties.get(id)?.name?.trim() || `Property ${id}`),
    ),
    'Property ID': subject.propertyIds.join(', '),
    'Instrument Names': joinNames(instruments.map((i) => i.label)),
    'Staff Lead': joinNames(leads) || writer,
    'Case ID': found ? String(found.id) : '',
    'Case Type': found?.typeName ?? '',
    'Discovered On': found ? letterDate(found.discoveredOn) : '',
    Observation: found
      ? [found.description, found.observation?.notes?.trim()].filter(Boolean).join('\n\n')
      : '',
    ...requestValues(subject.request),
    Today: letterDate(day),
  };
  return { values, recipients: letterRecipients(owners) };
};

type SubjectIds = Pick<LetterSubject, 'caseId' | 'propertyId' | 'requestId'>;

/** The instruments a case or a request names, else those covering its property. */
const namedOrCovering = async (db: Db | Tx, propertyId: number, named: { id: number }[]) =>
  named.length > 0
    ? named.map((i) => i.id)
    : ((await coveringInstruments(db, [propertyId])).get(propertyId) ?? []);

/** The case's, the request's or the property's subject. */
const subjectOf = async (db: Db | Tx, input: SubjectIds): Promise<Subject> => {
  if (input.caseId !== null) {
    const found = await getCase(db as Db, input.caseId);
    const instrumentIds = await namedOrCovering(db, found.propertyId, found.instruments);
    return { propertyIds: [found.propertyId], instrumentIds, found };
  }
  if (input.requestId !== null) {
    const request = await getRequest(db as Db, input.requestId);
    const instrumentIds = await namedOrCovering(db, request.propertyId, request.instruments);
    return { propertyIds: [request.propertyId], instrumentIds, found: null, request };
  }
  const propertyId = input.propertyId as number;
  if (!(await findPropertyRef(db, propertyId))) throw notFound('Property not found.');
  const covering = await coveringInstruments(db, [propertyId]);
  return { propertyIds: [propertyId], instrumentIds: covering.get(propertyId) ?? [], found: null };
};

const renderOne = async (db: Db | Tx, input: LetterSubject, caller: Caller, day: string) => {
  const template = await templateOf(db, input.templateId);
  const subject = await subjectOf(db, input);
  const facts = await readLetterFacts(db, subject);
  const { values, recipients } = valuesOf(facts, subject, { day, writer: await userName(caller, db) });
  return { template, subject, recipients, body: renderLetter(template.body, values) };
};

/** GET letter/preview: the letter as it would be sent today. */
export const previewLetter = async (db: Db, input: LetterSubject, caller: Caller): Promise<LetterPreview> => {
  const { template, recipients, body } = await renderOne(db, input, caller, todayInDisplayZone());
  return { templateId: template.id, templateName: template.name, kind: template.kind, recipients, body };
};

const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'Letter';

/** The file name's part that says what the letter is about. */
const subjectName = (input: {
  caseId: number | null;
  requestId: number | null;
  propertyId: number | null;
}) =>
  input.caseId !== null
    ? `ViolationCase-${input.caseId}`
    : input.requestId !== null
      ? `OwnerRequest-${input.requestId}`
      : `Property-${input.propertyId}`;

const writeDocx = async (bodies: string[], title: string) => {
  // docx is loaded by the first letter, not at every start of the server.
  const { writeLettersDocx } = await import('../../exports/letter-docx');
  return writeLettersDocx(bodies, title);
};

/** GET letter/docx: the letter as it would be sent today, as a Word document. */
export const letterDocx = async (db: Db, input: LetterSubject, caller: Caller) => {
  const { template, body } = await renderOne(db, input, caller, todayInDisplayZone());
  return {
    fileName: `${fileSafe(template.name)}-${subjectName(input)}.docx`,
    contentType: docxType,
    body: await writeDocx([body], template.name),
  };
};

/**
 * POST letter/send (Staff and Admins): the letter kept as it was sent, on the case or the request (and
 * its property) or on the property, dated as sent ({{Today}} is that date), with its recipients and
 * the writer.
 */
export const sendLetter = (db: Db, input: LetterSend, caller: Caller) =>
  inTransaction(db, async (tx): Promise<Letter> => {
    const { template, subject, recipients, body } = await renderOne(tx, input, caller, input.sentOn);
    const row = await insertLetter(tx, caller.actor, {
      propertyId: subject.propertyIds[0],
      caseId: input.caseId,
      requestId: input.requestId,
      templateId: template.id,
      templateName: template.name,
      kind: template.kind,
      sentOn: input.sentOn,
      recipients: recipients.slice(0, LetterLimits.recipients),
      body,
      sentById: caller.actor.userId as number,
    });
    return (await getLetterRow(tx, row.id)) as Letter;
  });

/** GET case/{id}/letters. */
export const listCaseLetters = async (db: Db, caseId: number) => {
  await getCase(db, caseId);
  return listLetterRows(db, { caseId });
};

/** GET ownerRequest/{id}/letters. */
export const listRequestLetters = async (db: Db, requestId: number) => {
  await getRequest(db, requestId);
  return listLetterRows(db, { requestId });
};

/** GET property/{id}/letters: the property's letters and its cases' and requests'. */
export const listPropertyLetters = async (db: Db, propertyId: number) => {
  if (!(await findPropertyRef(db, propertyId))) throw notFound('Property not found.');
  return listLetterRows(db, { propertyId });
};

/** GET letter/{id}/docx: a sent letter again, from the text kept. */
export const sentLetterDocx = async (db: Db, id: number) => {
  const letter = await getLetterRow(db, id);
  if (!letter) throw notFound(letterMessages.letterNotFound);
  return {
    fileName: `${fileSafe(letter.templateName)}-${subjectName(letter)}-${letter.sentOn}.docx`,
    contentType: docxType,
    body: await writeDocx([letter.body], letter.templateName),
  };
};

const tooMany = (count: number) => {
  if (count > LetterLimits.mergeLetters) throw badRequest(letterMessages.tooManyLetters(count));
};

/** The merge's records: the staff lead's instruments, or the search's ids that still exist, in order. */
const mergeRecords = async (db: Db | Tx, input: LetterMerge) => {
  if (input.source === 'staffLead') {
    const userId = input.staffLeadId as number;
    tooMany(await countStaffLeadInstruments(db, userId));
    return {
      type: 'Instrument' as const,
      ids: await staffLeadInstrumentIds(db, userId, LetterLimits.mergeLetters),
    };
  }
  tooMany(input.ids.length);
  const existing = await existingIds(db, input.source, input.ids);
  return { type: input.source, ids: input.ids.filter((id) => existing.has(id)) };
};

type MergeSubject = Subject & { id: number };

/**
 * The merge's letters: each record's subject (an instrument's properties, a property's instruments)
 * and its text, read for the whole set at once — the records, their links, and the names, staff
 * leads and owners of every property and instrument in three statements, whatever the set's size.
 * {{Today}} is `day`: today, or the day the letters are recorded as sent.
 */
const mergeBodies = async (
  db: Db | Tx,
  input: LetterMerge,
  caller: Caller,
  { template, day }: { template: LetterTemplate; day: string },
) => {
  const { type, ids } = await mergeRecords(db, input);
  if (ids.length === 0) throw badRequest(letterMessages.mergeEmpty);
  const links = type === 'Property' ? await coveringInstruments(db, ids) : await coveredProperties(db, ids);
  const subjects: MergeSubject[] = ids.map((id) =>
    type === 'Property'
      ? { id, propertyIds: [id], instrumentIds: links.get(id) ?? [], found: null }
      : { id, propertyIds: links.get(id) ?? [], instrumentIds: [id], found: null },
  );
  const facts = await readLetterFacts(db, {
    propertyIds: [...new Set(subjects.flatMap((s) => s.propertyIds))],
    instrumentIds: [...new Set(subjects.flatMap((s) => s.instrumentIds))],
  });
  const context = { day, writer: await userName(caller, db) };
  const letters = subjects.map((s) => {
    const { values, recipients } = valuesOf(facts, s, context);
    return { subject: s, recipients, body: renderLetter(template.body, values) };
  });
  return { type, letters };
};

/**
 * The merge's letters recorded as sent, each on its property (an instrument's on the first property it
 * covers), with its text, recipients and date: a few multi-row inserts and their audit rows, not a
 * statement per letter. An instrument covering no property has no property to keep its letter on:
 * the merge is refused, naming it, before anything is written.
 */
const recordMerged = async (
  tx: Tx,
  caller: Caller,
  {
    template,
    sentOn,
    letters,
  }: {
    template: LetterTemplate;
    sentOn: string;
    letters: { subject: MergeSubject; recipients: string; body: string }[];
  },
) => {
  const homeless = letters.filter((l) => l.subject.propertyIds.length === 0).map((l) => l.subject.id);
  if (homeless.length > 0) throw fieldError('sentOn', letterMessages.mergeNoProperty(homeless));
  await insertLetters(
    tx,
    caller.actor,
    letters.map((l) => ({
      propertyId: l.subject.propertyIds[0],
      templateId: template.id,
      templateName: template.name,
      kind: template.kind,
      sentOn,
      recipients: l.recipients.slice(0, LetterLimits.recipients),
      body: l.body,
      sentById: caller.actor.userId as number,
    })),
  );
};

/**
 * POST letter/merge (Staff and Admins): one letter per record of the set, as one Word document (a
 * page each) or a zip of one document per letter. At most `LetterLimits.mergeLetters`. With a date
 * (`sentOn`, not in the future) every letter is also recorded as sent on that day, in one transaction
 * with the merge's reads; without one nothing is written.
 */
export const mergeLetters = async (
  db: Db,
  input: LetterMerge,
  caller: Caller,
): Promise<{ fileName: string; contentType: string; body: Buffer | Readable }> => {
  const template = await templateOf(db, input.templateId);
  const { sentOn } = input;
  const { type, letters } =
    sentOn === null
      ? await mergeBodies(db, input, caller, { template, day: todayInDisplayZone() })
      : await inTransaction(db, async (tx) => {
          const merged = await mergeBodies(tx, input, caller, { template, day: sentOn });
          await recordMerged(tx, caller, { template, sentOn, letters: merged.letters });
          return merged;
        });
  const bodies = letters.map((l) => l.body);
  const base = fileSafe(template.name);
  if (input.format === 'docx')
    return {
      fileName: `${base}-${letters.length}-Letters.docx`,
      contentType: docxType,
      body: await writeDocx(bodies, template.name),
    };
  const digits = String(letters.length).length;
  return {
    fileName: `${base}-${letters.length}-Letters.zip`,
    contentType: 'application/zip',
    body: zipStream(
      letters.map(({ subject }, index) => ({
        name: `${String(index + 1).padStart(digits, '0')}-${type}-${subject.id}.docx`,
        content: (async function* () {
          yield await writeDocx([bodies[index]], template.name);
        })(),
      })),
    ),
  };
};
