import { XMLBuilder, XMLParser } from 'fast-xml-parser';

/**
 * SOAP 1.1, RPC/encoded, as eTapestry's messaging service speaks it (its WSDL is JAX-RPC): each
 * parameter an element named by its position and type (`String_1`, `int_1`, `Contact_1`) carrying
 * `xsi:type`. Answers may put structs inline or as multi-references (`href="#ID1"` to a sibling with
 * `id="ID1"`); both read the same here.
 */
export const etapestryNamespace = 'etapestryAPI/service';
const envelopeNamespace = 'http://schemas.xmlsoap.org/soap/envelope/';
const encodingNamespace = 'http://schemas.xmlsoap.org/soap/encoding/';

export type SoapStruct = { type: string; fields: Record<string, SoapValue> };
/** A parameter's value: a struct, or a simple value typed by its JavaScript type (integers as xsd:int). */
export type SoapValue = string | number | boolean | Date | null | SoapStruct;

export const soapStruct = (type: string, fields: Record<string, SoapValue>): SoapStruct => ({ type, fields });

type XmlNode = Record<string, unknown>;

const encodeValue = (value: SoapValue): XmlNode => {
  if (value === null) return { '@_xsi:nil': 'true' };
  if (value instanceof Date) return { '@_xsi:type': 'xsd:dateTime', '#text': value.toISOString() };
  if (typeof value === 'string') return { '@_xsi:type': 'xsd:string', '#text': value };
  if (typeof value === 'boolean') return { '@_xsi:type': 'xsd:boolean', '#text': String(value) };
  if (typeof value === 'number')
    return { '@_xsi:type': Number.isInteger(value) ? 'xsd:int' : 'xsd:double', '#text': String(value) };
  return {
    '@_xsi:type': `tns:${value.type}`,
    ...Object.fromEntries(Object.entries(value.fields).map(([name, field]) => [name, encodeValue(field)])),
  };
};

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  suppressBooleanAttributes: false,
  suppressEmptyNode: false,
});

/** The request envelope of one operation; parameters in the order the WSDL declares them. */
export const buildSoapRequest = (operation: string, params: [name: string, value: SoapValue][]): string =>
  builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    'soapenv:Envelope': {
      '@_xmlns:soapenv': envelopeNamespace,
      '@_xmlns:soapenc': encodingNamespace,
      '@_xmlns:xsd': 'http://www.w3.org/2001/XMLSchema',
      '@_xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      '@_xmlns:tns': etapestryNamespace,
      '@_soapenv:encodingStyle': encodingNamespace,
      'soapenv:Body': {
        [`tns:${operation}`]: Object.fromEntries(params.map(([name, value]) => [name, encodeValue(value)])),
      },
    },
  });

/** A decoded answer: text, null (nil or absent), or an element's children by name (repeated names as lists). */
export type SoapData = string | null | { [name: string]: SoapData | SoapData[] };

export type SoapFault = { faultcode: string; faultstring: string; detail: string };

export class SoapFormatError extends Error {}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  // Values stay text: a postal code like 01234 must not become a number.
  parseTagValue: false,
  parseAttributeValue: false,
});

const isNode = (value: unknown): value is XmlNode => typeof value === 'object' && value !== null;

const collectIds = (value: unknown, ids: Map<string, XmlNode>) => {
  if (Array.isArray(value)) for (const item of value) collectIds(item, ids);
  else if (isNode(value)) {
    if (typeof value['@_id'] === 'string') ids.set(value['@_id'], value);
    for (const [key, child] of Object.entries(value)) if (!key.startsWith('@_')) collectIds(child, ids);
  }
};

const decode = (value: unknown, ids: Map<string, XmlNode>, depth = 0): SoapData => {
  if (depth > 50) throw new SoapFormatError('The answer nests or refers to itself too deeply.');
  if (value === undefined || value === null) return null;
  if (!isNode(value)) return String(value);
  const href = value['@_href'];
  if (typeof href === 'string') {
    const target = ids.get(href.replace(/^#/, ''));
    if (!target) throw new SoapFormatError(`The answer refers to ${href}, which it does not contain.`);
    return decode(target, ids, depth + 1);
  }
  if (value['@_nil'] === 'true' || value['@_nil'] === '1') return null;
  const children = Object.entries(value).filter(([key]) => !key.startsWith('@_') && key !== '#text');
  if (children.length === 0) return value['#text'] === undefined ? '' : String(value['#text']);
  return Object.fromEntries(
    children.map(([key, child]) => [
      key,
      Array.isArray(child) ? child.map((c) => decode(c, ids, depth + 1)) : decode(child, ids, depth + 1),
    ]),
  );
};

const textOf = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (!isNode(value)) return String(value);
  if (Array.isArray(value)) return value.map(textOf).join(' ');
  return Object.entries(value)
    .filter(([key]) => !key.startsWith('@_'))
    .map(([, child]) => textOf(child))
    .join(' ')
    .trim();
};

/** The operation's result (the first child of its `...Response` element), or the fault it answered. */
export const parseSoapResponse = (xml: string): { result: SoapData } | { fault: SoapFault } => {
  let document: XmlNode;
  try {
    document = parser.parse(xml);
  } catch {
    throw new SoapFormatError('The answer is not XML.');
  }
  const body = isNode(document.Envelope) ? document.Envelope.Body : undefined;
  if (!isNode(body)) throw new SoapFormatError('The answer is not a SOAP envelope.');
  if (isNode(body.Fault)) {
    return {
      fault: {
        faultcode: textOf(body.Fault.faultcode),
        faultstring: textOf(body.Fault.faultstring),
        detail: textOf(body.Fault.detail),
      },
    };
  }
  const response = Object.entries(body).find(([key]) => key.endsWith('Response'))?.[1];
  if (response === undefined) throw new SoapFormatError('The answer has no response element.');
  const ids = new Map<string, XmlNode>();
  collectIds(body, ids);
  if (!isNode(response)) return { result: null };
  const [result] = Object.entries(response).filter(([key]) => !key.startsWith('@_') && key !== '#text');
  return { result: result ? decode(result[1], ids) : null };
};

/** Readers of decoded data: a child's text (empty as null), and every item of an array element. */
export const soapField = (
  data: SoapData | SoapData[] | undefined,
  name: string,
): SoapData | SoapData[] | undefined =>
  data !== null && typeof data === 'object' && !Array.isArray(data) ? data[name] : undefined;

export const soapText = (data: SoapData | SoapData[] | undefined): string | null =>
  typeof data === 'string' && data.trim() !== '' ? data.trim() : null;

export const soapItems = (data: SoapData | SoapData[] | undefined): SoapData[] => {
  if (data === undefined || data === null || typeof data === 'string') return [];
  if (Array.isArray(data)) return data;
  return Object.values(data).flatMap((child) => (Array.isArray(child) ? child : [child]));
};
