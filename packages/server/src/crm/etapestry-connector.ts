import type { Config } from '../config';
import { type CrmAccount, type CrmConnector, CrmError } from './crm-connector';
import { contactNotFoundMessage } from './directory-connector';
import {
  buildSoapRequest,
  parseSoapResponse,
  type SoapData,
  type SoapFault,
  type SoapValue,
  soapField,
  soapItems,
  soapStruct,
  soapText,
} from './soap';

export type EtapestrySettings = Config['crm']['etapestry'];

/** eTapestry's numbered faults that the product words for the user. */
export const EtapestryFault = { InvalidLogin: 2, RefNotFound: 8, TemporarilyUnavailable: 105 } as const;

export const etapestryMessages = {
  invalidLogin: 'eTapestry refused the login. Check the database id and API key.',
  unavailable: 'eTapestry is temporarily unavailable. Please try again in a few minutes.',
  unreachable:
    'eTapestry could not be reached. Please try again in a few minutes; if it keeps happening, ask an administrator to check the connection to eTapestry.',
  timeout: 'eTapestry did not answer in time. Please try again in a few minutes.',
  notSoap: 'eTapestry answered something that is not a SOAP message. Please try again in a few minutes.',
  loopingLogin: 'eTapestry sent the login to another address again. Please try again in a few minutes.',
  badRedirect: 'eTapestry answered the login with an address that is not a web address.',
  fault: (faultstring: string) => `eTapestry answered with an error: ${faultstring}`,
} as const;

/** eTapestry puts its fault number in the detail, or at the start of the fault string ("2: ..."). */
const faultCode = (fault: SoapFault): number | undefined => {
  const match =
    /^\s*(\d{1,4})\b/.exec(fault.detail) ?? /^\s*(?:error\s*)?(\d{1,4})\b/i.exec(fault.faultstring);
  return match ? Number(match[1]) : undefined;
};

const faultError = (fault: SoapFault, crmId?: string) => {
  const code = faultCode(fault);
  if (code === EtapestryFault.InvalidLogin) return new CrmError(etapestryMessages.invalidLogin, code);
  if (code === EtapestryFault.TemporarilyUnavailable)
    return new CrmError(etapestryMessages.unavailable, code);
  if (code === EtapestryFault.RefNotFound && crmId) return new CrmError(contactNotFoundMessage(crmId), code);
  const description = fault.faultstring.replace(/^\s*\d{1,4}\s*[:-]\s*/, '') || fault.faultcode;
  return new CrmError(etapestryMessages.fault(description || 'no description'), code);
};

const date = (data: SoapData | SoapData[] | undefined) => {
  const text = soapText(data);
  const parsed = text ? new Date(text) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : null;
};

/**
 * Address, email and phones belong to the account's persona, whose changes move the persona's date
 * rather than the account's: the later of the two is when the contact last changed.
 */
const modifiedAt = (account: SoapData) => {
  const dates = ['accountLastModifiedDate', 'personaLastModifiedDate', 'lastModifiedDate']
    .map((name) => date(soapField(account, name)))
    .filter((d): d is Date => d !== null);
  return dates.length > 0 ? new Date(Math.max(...dates.map((d) => d.getTime()))) : null;
};

const toAccount = (account: SoapData): CrmAccount | null => {
  const text = (name: string) => soapText(soapField(account, name));
  const crmId = text('ref');
  if (!crmId) return null;
  const personName = [text('firstName'), text('middleName'), text('lastName')].filter(Boolean).join(' ');
  return {
    crmId,
    name: text('name'),
    fullName: personName || text('sortName'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postalCode'),
    email: text('email'),
    phones: soapItems(soapField(account, 'phones')).flatMap((phone) => {
      const number = soapText(soapField(phone, 'number'));
      return number ? [{ type: soapText(soapField(phone, 'type')) ?? 'Phone', number }] : [];
    }),
    modifiedAt: modifiedAt(account),
  };
};

type Session = { endpoint: string; cookies: Map<string, string> };
type Fetch = typeof globalThis.fetch;

/**
 * eTapestry through its SOAP 1.1 messaging API (DESIGN §6). Each operation is one API session:
 * `apiKeyLogin` (following the endpoint login answers when the database lives elsewhere), the session
 * cookie on every call, `logout` at the end. A fault or a network failure becomes a `CrmError` worded
 * for the user.
 */
export const createEtapestryConnector = (
  settings: EtapestrySettings,
  { fetch = globalThis.fetch, timeoutMs = 60_000 }: { fetch?: Fetch; timeoutMs?: number } = {},
): CrmConnector => {
  // Where the database was found last time, so later sessions log in there directly.
  let endpoint = settings.endpoint;

  const call = async (session: Session, operation: string, params: [string, SoapValue][], crmId?: string) => {
    let response: Response;
    let text: string;
    try {
      response = await fetch(session.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          soapaction: '""',
          ...(session.cookies.size > 0 && {
            cookie: [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          }),
        },
        body: buildSoapRequest(operation, params),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new CrmError(timedOut ? etapestryMessages.timeout : etapestryMessages.unreachable);
    }
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      if (at > 0) session.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    let answer: ReturnType<typeof parseSoapResponse>;
    try {
      answer = parseSoapResponse(text);
    } catch {
      throw new CrmError(
        response.ok ? etapestryMessages.notSoap : etapestryMessages.fault(`HTTP ${response.status}`),
      );
    }
    if ('fault' in answer) throw faultError(answer.fault, crmId);
    return answer.result;
  };

  const apiKeyLogin = async (session: Session) =>
    soapText(
      await call(session, 'apiKeyLogin', [
        ['String_1', settings.databaseId],
        ['String_2', settings.apiKey],
      ]),
    );

  const login = async (): Promise<Session> => {
    const first: Session = { endpoint, cookies: new Map() };
    const elsewhere = await apiKeyLogin(first);
    if (!elsewhere) return first;
    // A non-empty answer is the address of the environment that holds the database: log in there.
    if (!URL.canParse(elsewhere) || !/^https?:$/.test(new URL(elsewhere).protocol))
      throw new CrmError(etapestryMessages.badRedirect);
    const second: Session = { endpoint: elsewhere, cookies: new Map() };
    if (await apiKeyLogin(second)) throw new CrmError(etapestryMessages.loopingLogin);
    endpoint = elsewhere;
    return second;
  };

  const logout = async (session: Session) => {
    // The session is over either way; a failed logout only leaves it to time out.
    await call(session, 'logout', []).catch(() => undefined);
  };

  const withSession = async <T>(fn: (session: Session) => Promise<T>): Promise<T> => {
    const session = await login();
    try {
      return await fn(session);
    } finally {
      await logout(session);
    }
  };

  const query = `${settings.queryCategory}::${settings.queryName}`;

  return {
    kind: 'etapestry',
    async *listContacts({ changedSince }) {
      const session = await login();
      try {
        for (let start = 0; ; ) {
          const page = await call(session, 'getExistingQueryResults', [
            [
              'PagedExistingQueryResultsRequest_1',
              soapStruct('PagedExistingQueryResultsRequest', {
                start,
                count: settings.pageSize,
                query,
                // 0: accounts of every type, as eTapestry's own samples ask.
                accountType: 0,
                // A fresh result on the first page; later pages read the same cached result, so the
                // pages neither overlap nor skip when accounts change meanwhile.
                clearCache: start === 0,
              }),
            ],
          ]);
          const rows = soapItems(soapField(page, 'data'));
          const accounts = rows.map(toAccount).filter((a): a is CrmAccount => a !== null);
          // A saved query cannot filter by modification date, so an incremental sync still pages
          // through the whole query and keeps the accounts changed since the last sync (an account
          // without a date is kept: it cannot be told unchanged).
          const changed = changedSince
            ? accounts.filter((a) => a.modifiedAt === null || a.modifiedAt > changedSince)
            : accounts;
          if (changed.length > 0) yield changed;
          start += rows.length;
          const total = Number(soapText(soapField(page, 'total')) ?? 0);
          if (rows.length === 0 || start >= total) return;
        }
      } finally {
        await logout(session);
      }
    },

    getContact: (crmId) =>
      withSession(async (session) => {
        try {
          // An account number goes to getAccountById; a ref ('4110.0.1234', the product's crmId) to getAccount.
          const account = /^\d+$/.test(crmId)
            ? await call(session, 'getAccountById', [['int_1', Number(crmId)]], crmId)
            : await call(session, 'getAccount', [['String_1', crmId]], crmId);
          return account === null ? null : toAccount(account);
        } catch (error) {
          if (error instanceof CrmError && error.code === EtapestryFault.RefNotFound) return null;
          throw error;
        }
      }),

    addJournalEntry: ({ journalName, crmIds, sentBy }) =>
      withSession(async (session) => {
        const failures: { crmId: string; message: string }[] = [];
        const note = `Sent by ${sentBy.name} from the conservation records.`;
        let stopped: CrmError | null = null;
        for (const crmId of new Set(crmIds)) {
          if (stopped) {
            failures.push({ crmId, message: stopped.message });
            continue;
          }
          const entry: [string, SoapValue] =
            settings.journalKind === 'contact'
              ? [
                  'Contact_1',
                  soapStruct('Contact', {
                    accountRef: crmId,
                    date: new Date(),
                    method: settings.contactMethod,
                    note,
                    subject: journalName,
                  }),
                ]
              : [
                  'Note_1',
                  soapStruct('Note', {
                    accountRef: crmId,
                    date: new Date(),
                    note: `${journalName}\n${note}`,
                  }),
                ];
          try {
            await call(
              session,
              settings.journalKind === 'contact' ? 'addContact' : 'addNote',
              [entry, ['boolean_2', false]],
              crmId,
            );
          } catch (error) {
            if (!(error instanceof CrmError)) throw error;
            failures.push({ crmId, message: error.message });
            // Only a missing account is that account's own problem; anything else will fail the rest too.
            if (error.code !== EtapestryFault.RefNotFound) stopped = error;
          }
        }
        return { failures };
      }),
  };
};
