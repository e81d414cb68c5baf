import { type ApiErrorBody, ErrorCode } from '@app/domain';

/** An API failure in the server's one error shape (DESIGN §4), so forms can show the field messages. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Record<string, string[]>;
  readonly code: ApiErrorBody['code'];

  constructor({ status, message, fieldErrors = {}, code }: { status: number } & ApiErrorBody) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.code = code;
  }

  /** Someone saved the record after it was read: reloading shows their version. */
  get isStaleVersion(): boolean {
    return this.code === ErrorCode.StaleVersion;
  }

  /** The first server message for a field, if any. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors[field]?.[0];
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type TokenSource = {
  /** The current access token, renewed silently when needed; null when nobody is signed in. */
  getAccessToken: () => Promise<string | null>;
  /** Called once when the API answers 401; resolves to a fresh token to retry with, or null to give up. */
  onUnauthorized: () => Promise<string | null>;
};

let tokens: TokenSource = {
  getAccessToken: async () => null,
  onUnauthorized: async () => null,
};

/** The auth provider plugs its token handling in here; the query functions stay plain module functions. */
export const configureApiClient = (source: TokenSource): void => {
  tokens = source;
};

type RequestOptions = {
  method?: string;
  /** JSON, FormData, or a Blob sent as it is with its own type (a photo's part). */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

const send = async (
  path: string,
  { method = 'GET', body, headers: extra, signal }: RequestOptions,
  token: string | null,
) => {
  const headers = new Headers(extra);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body instanceof Blob) {
    headers.set('Content-Type', body.type);
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  return fetch(`/api${path}`, { method, headers, body: payload, signal });
};

const toApiError = async (response: Response): Promise<ApiError> => {
  const fallback = `Request failed with status ${response.status}`;
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as Partial<ApiErrorBody>;
    return new ApiError({
      status: response.status,
      message: typeof body.message === 'string' && body.message !== '' ? body.message : fallback,
      fieldErrors: body.fieldErrors,
      code: body.code === ErrorCode.StaleVersion ? body.code : undefined,
    });
  } catch {
    return new ApiError({ status: response.status, message: text.trim() || fallback });
  }
};

/** Sends a request with the bearer token; after a 401 it asks for a fresh token once and retries. */
export const apiRequest = async (path: string, options: RequestOptions = {}): Promise<Response> => {
  let response = await send(path, options, await tokens.getAccessToken());
  if (response.status === 401) {
    const renewed = await tokens.onUnauthorized();
    if (renewed) response = await send(path, options, renewed);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
};

/** Parses a JSON answer; an empty body (204, or 'not found' answered as nothing) gives null. */
const readJson = async <T>(response: Response): Promise<T> => {
  const text = await response.text();
  return (text === '' ? null : JSON.parse(text)) as T;
};

export const getJson = async <T>(path: string, signal?: AbortSignal): Promise<T> =>
  readJson<T>(await apiRequest(path, { signal }));

export const getText = async (path: string, signal?: AbortSignal): Promise<string> =>
  (await apiRequest(path, { signal })).text();

export const sendJson = async <T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
) => readJson<T>(await apiRequest(path, { method, body }));

/** The file name of a download: RFC 6266 `filename*` first, then `filename`, else the given default. */
export const fileNameFromDisposition = (header: string | null, fallback: string): string => {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)?''([^;]+)/.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoded name falls through to the plain one.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  return name ? name : fallback;
};

export type DownloadedFile = { blob: Blob; fileName: string };

export const getFile = async (
  path: string,
  {
    method = 'GET',
    body,
    defaultFileName,
  }: { method?: 'GET' | 'POST'; body?: unknown; defaultFileName: string },
): Promise<DownloadedFile> => {
  const response = await apiRequest(path, { method, body });
  return {
    blob: await response.blob(),
    fileName: fileNameFromDisposition(response.headers.get('Content-Disposition'), defaultFileName),
  };
};

/** Hands a downloaded file to the browser's save flow. */
export const saveFile = ({ blob, fileName }: DownloadedFile): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
