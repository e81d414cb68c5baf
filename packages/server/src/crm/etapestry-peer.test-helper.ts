import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/** An account as the peer holds it, in eTapestry's field names. */
export type PeerAccount = {
  id: number;
  ref: string;
  name: string | null;
  sortName: string | null;
  firstName: string | null;
  lastName: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  email: string | null;
  phones: { type: string; number: string }[];
  accountLastModifiedDate: Date;
  personaLastModifiedDate: Date;
};

export const peerAccount = (n: number, modified = new Date('2024-01-01T12:00:00Z')): PeerAccount => ({
  id: n,
  ref: `4110.0.${2_000_000 + n}`,
  name: `Person ${n}`,
  sortName: `${n}, Person`,
  firstName: 'Person',
  lastName: String(n),
  address: `${n} Main Street`,
  city: 'Richmond',
  state: 'VA',
  postalCode: '02345',
  email: `person${n}@example.org`,
  phones: [{ type: 'Home', number: `(804) 555-${String(n % 10_000).padStart(4, '0')}` }],
  accountLastModifiedDate: modified,
  personaLastModifiedDate: modified,
});

type Out = string | number | boolean | Date | null | { type: string; fields: Record<string, Out> } | Out[];
type Params = Record<string, unknown>;

/** What the peer was asked, to assert on. */
export type PeerCall = { path: string; operation: string; withSession: boolean; params: Params };

export type EtapestryPeer = {
  /** The address configured as the endpoint; login there answers the second address. */
  url: string;
  /** Where the database "lives": login there answers '' and starts a session. */
  databaseUrl: string;
  accounts: PeerAccount[];
  calls: PeerCall[];
  /** Every addContact/addNote the peer accepted. */
  journal: { operation: string; fields: Record<string, string> }[];
  /** From now on, answer this fault to `operation` (every operation when absent) after `after` such calls. */
  setFault: (fault: { code: number; operation?: string; after?: number } | null) => void;
  close: () => Promise<void>;
};

const savedQuery = 'Base::All Constituents';
export const peerCredentials = { databaseId: 'conservation', apiKey: 'peer-api-key' };

const readBody = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
});
const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  suppressBooleanAttributes: false,
});

const text = (node: unknown): string =>
  typeof node === 'object' && node !== null
    ? String((node as Record<string, unknown>)['#text'] ?? '')
    : String(node ?? '');

/**
 * Encodes an answer as a JAX-RPC service does: structs and arrays as multi-references beside the
 * response element (`href="#ID1"`), simple values inline with their xsi:type.
 */
const encodeAnswer = (operation: string, result: Out) => {
  const refs: Record<string, unknown[]> = {};
  const addRef = (element: string, node: Record<string, unknown>) => {
    refs[element] = [...(refs[element] ?? []), node];
  };
  let next = 1;
  const encode = (value: Out): Record<string, unknown> => {
    if (value === null) return { '@_xsi:nil': 'true' };
    if (value instanceof Date) return { '@_xsi:type': 'xsd:dateTime', '#text': value.toISOString() };
    if (typeof value === 'string') return { '@_xsi:type': 'xsd:string', '#text': value };
    if (typeof value === 'number') return { '@_xsi:type': 'xsd:int', '#text': String(value) };
    if (typeof value === 'boolean') return { '@_xsi:type': 'xsd:boolean', '#text': String(value) };
    const id = `ID${next++}`;
    if (Array.isArray(value)) {
      addRef('enc:Array', {
        '@_id': id,
        '@_xsi:type': 'enc:Array',
        '@_enc:arrayType': `xsd:anyType[${value.length}]`,
        item: value.map(encode),
      });
    } else {
      addRef(`ns0:${value.type}`, {
        '@_id': id,
        '@_xsi:type': `ns0:${value.type}`,
        ...Object.fromEntries(Object.entries(value.fields).map(([k, v]) => [k, encode(v)])),
      });
    }
    return { '@_href': `#${id}` };
  };
  const response = { [`ns0:${operation}Response`]: { result: encode(result) } };
  return envelope({ ...response, ...refs });
};

const envelope = (body: Record<string, unknown>) =>
  builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    'env:Envelope': {
      '@_xmlns:env': 'http://schemas.xmlsoap.org/soap/envelope/',
      '@_xmlns:enc': 'http://schemas.xmlsoap.org/soap/encoding/',
      '@_xmlns:xsd': 'http://www.w3.org/2001/XMLSchema',
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_xmlns:ns0': 'etapestryAPI/service',
      '@_env:encodingStyle': 'http://schemas.xmlsoap.org/soap/encoding/',
      'env:Body': body,
    },
  });

/** eTapestry's fault number: at the start of the fault string, or (for a missing ref) in the detail. */
const faultBody = (code: number, message: string) =>
  envelope({
    'env:Fault': {
      faultcode: 'env:Server',
      faultstring: code === 8 ? message : `${code}: ${message}`,
      ...(code === 8 && { detail: { 'ns0:etapestryFault': { code: String(code), message } } }),
    },
  });

const faultTexts: Record<number, string> = {
  2: 'Invalid login: the database id or API key is wrong.',
  105: 'The service is temporarily unavailable.',
};

const accountOut = (a: PeerAccount): Out => ({
  type: 'Account',
  fields: {
    id: a.id,
    ref: a.ref,
    name: a.name,
    sortName: a.sortName,
    firstName: a.firstName,
    lastName: a.lastName,
    address: a.address,
    city: a.city,
    state: a.state,
    postalCode: a.postalCode,
    email: a.email,
    phones: a.phones.map((p) => ({ type: 'Phone', fields: { number: p.number, type: p.type } })),
    accountLastModifiedDate: a.accountLastModifiedDate,
    personaLastModifiedDate: a.personaLastModifiedDate,
  },
});

/**
 * A local stand-in for eTapestry's messaging service (tests only): the login redirect, the session
 * cookie, paged saved-query results, account look-ups, journal entries and numbered faults.
 */
export const startEtapestryPeer = async (accounts: PeerAccount[]): Promise<EtapestryPeer> => {
  const sessions = new Set<string>();
  const counts = new Map<string, number>();
  let fault: Parameters<EtapestryPeer['setFault']>[0] = null;
  const server = createServer(async (req, res) => {
    const answer = (status: number, xml: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8', ...headers });
      res.end(xml);
    };
    const answerFault = (code: number, message = faultTexts[code] ?? 'Error.') =>
      answer(500, faultBody(code, message));
    const path = new URL(req.url ?? '/', 'http://peer').pathname;
    if (req.method !== 'POST' || !(path === '/v3messaging/service' || path === '/prod/v3messaging/service'))
      return answer(404, 'not found');
    const body = parser.parse(await readBody(req)).Envelope?.Body ?? {};
    const [operation, rawParams] = Object.entries(body)[0] ?? ['', {}];
    const params = (typeof rawParams === 'object' && rawParams !== null ? rawParams : {}) as Params;
    const session = /JSESSIONID=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
    const withSession = session !== undefined && sessions.has(session);
    peer.calls.push({ path, operation, withSession, params });

    const seen = (counts.get(operation) ?? 0) + 1;
    counts.set(operation, seen);
    const f = fault;
    if (f && (!f.operation || f.operation === operation) && seen > (f.after ?? 0)) return answerFault(f.code);

    if (operation === 'apiKeyLogin') {
      if (
        text(params.String_1) !== peerCredentials.databaseId ||
        text(params.String_2) !== peerCredentials.apiKey
      )
        return answerFault(2);
      if (path === '/v3messaging/service') return answer(200, encodeAnswer(operation, peer.databaseUrl));
      const id = randomUUID();
      sessions.add(id);
      return answer(200, encodeAnswer(operation, ''), { 'set-cookie': `JSESSIONID=${id}; Path=/; HttpOnly` });
    }
    if (!withSession || path !== '/prod/v3messaging/service')
      return answerFault(1, 'Access denied: call login first, and send its session cookie.');
    if (operation === 'logout') {
      sessions.delete(session);
      return answer(200, encodeAnswer(operation, null));
    }
    if (operation === 'getExistingQueryResults') {
      const request = params.PagedExistingQueryResultsRequest_1 as Params;
      if (text(request.query) !== savedQuery) return answerFault(103, 'Invalid Query.');
      const start = Number(text(request.start));
      const count = Number(text(request.count));
      const page = peer.accounts.slice(start, start + count);
      return answer(
        200,
        encodeAnswer(operation, {
          type: 'PagedQueryResultsResponse',
          fields: {
            count: page.length,
            data: page.map(accountOut),
            pages: Math.ceil(peer.accounts.length / count),
            start,
            total: peer.accounts.length,
            usedCache: text(request.clearCache) !== 'true',
          },
        }),
      );
    }
    if (operation === 'getAccount' || operation === 'getAccountById') {
      const key = text(params.String_1 ?? params.int_1);
      const account = peer.accounts.find((a) => (operation === 'getAccount' ? a.ref : String(a.id)) === key);
      return account
        ? answer(200, encodeAnswer(operation, accountOut(account)))
        : answerFault(8, `Account not found: ${key}`);
    }
    if (operation === 'addContact' || operation === 'addNote') {
      const entry = (params.Contact_1 ?? params.Note_1) as Params;
      const fields = Object.fromEntries(
        Object.entries(entry)
          .filter(([k]) => !k.startsWith('@_'))
          .map(([k, v]) => [k, text(v)]),
      );
      if (!peer.accounts.some((a) => a.ref === fields.accountRef))
        return answerFault(8, `Account not found: ${fields.accountRef}`);
      peer.journal.push({ operation, fields });
      return answer(200, encodeAnswer(operation, `${fields.accountRef}.journal.${peer.journal.length}`));
    }
    return answerFault(1, `Unknown operation ${operation}.`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const peer: EtapestryPeer = {
    url: `${base}/v3messaging/service?WSDL`,
    databaseUrl: `${base}/prod/v3messaging/service?WSDL`,
    accounts,
    calls: [],
    journal: [],
    setFault: (next) => {
      fault = next;
      counts.clear();
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return peer;
};
