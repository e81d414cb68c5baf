import { describe, expect, it, vi } from 'vitest';
import { staffUser } from '../test/fixtures';
import { mockApi } from '../test/mock-api';
import {
  ApiError,
  configureApiClient,
  fileNameFromDisposition,
  getFile,
  getJson,
  getText,
  sendJson,
} from './api-client';

const useToken = (token: string | null, renewed: string | null = null) => {
  const onUnauthorized = vi.fn(async () => renewed);
  configureApiClient({ getAccessToken: async () => token, onUnauthorized });
  return onUnauthorized;
};

const authorization = (spy: ReturnType<typeof mockApi>, call = 0) =>
  new Headers(spy.mock.calls[call]?.[1]?.headers).get('Authorization');

describe('api client', () => {
  it('calls /api with the bearer token and parses JSON', async () => {
    useToken('abc');
    const users = [{ id: 1, name: 'Ann', inactive: false, viewOnly: false }];
    const spy = mockApi({ 'GET /api/users': { body: users } });
    await expect(getJson('/users')).resolves.toEqual(users);
    expect(String(spy.mock.calls[0]?.[0])).toBe('/api/users');
    expect(authorization(spy)).toBe('Bearer abc');
  });

  it('reads an empty body as null and text as text', async () => {
    useToken('abc');
    mockApi({ 'GET /api/project/5/exists': { body: '' }, 'GET /api/version': { body: '1.4.2' } });
    await expect(getJson('/project/5/exists')).resolves.toBeNull();
    await expect(getText('/version')).resolves.toBe('1.4.2');
  });

  it('sends JSON bodies with the method', async () => {
    useToken('abc');
    const spy = mockApi({ 'PATCH /api/project/3/updateDocumentFolder': { status: 204 } });
    await sendJson('PATCH', '/project/3/updateDocumentFolder', { folderId: '77' });
    const init = spy.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"folderId":"77"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('turns the error shape into an ApiError with field errors', async () => {
    useToken('abc');
    mockApi({
      'POST /api/property/create': {
        status: 400,
        body: { message: 'Invalid input', fieldErrors: { name: ['The Name field is required.'] } },
      },
    });
    const error = await sendJson('POST', '/property/create', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Invalid input' });
    expect((error as ApiError).fieldError('name')).toBe('The Name field is required.');
  });

  it('uses a plain-text error body as the message', async () => {
    useToken('abc');
    mockApi({
      'DELETE /api/property/delete/4': { status: 409, body: 'Property status must be set to inactive.' },
    });
    await expect(sendJson('DELETE', '/property/delete/4')).rejects.toMatchObject({
      status: 409,
      message: 'Property status must be set to inactive.',
      fieldErrors: {},
    });
  });

  it('retries once with a renewed token after a 401', async () => {
    const onUnauthorized = useToken('old', 'new');
    const spy = mockApi({
      'GET /api/users/me': ({ init }) =>
        new Headers(init?.headers).get('Authorization') === 'Bearer new'
          ? { body: staffUser }
          : { status: 401, body: { message: 'Unauthorized' } },
    });
    await expect(getJson('/users/me')).resolves.toEqual(staffUser);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(authorization(spy, 1)).toBe('Bearer new');
  });

  it('gives up with the 401 when no new token comes', async () => {
    useToken('old', null);
    mockApi({ 'GET /api/users/me': { status: 401, body: { message: 'Unauthorized' } } });
    await expect(getJson('/users/me')).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
  });

  it('downloads a file with the name from Content-Disposition, else the default', async () => {
    useToken('abc');
    mockApi({
      'POST /api/instrument/exportsearchresults': {
        body: 'xlsx',
        headers: { 'Content-Disposition': 'attachment; filename="Instruments.xlsx"' },
      },
      'GET /api/instrument/3/ExportExcelEasmentReport': { body: 'xlsx' },
    });
    const named = await getFile('/instrument/exportsearchresults', {
      method: 'POST',
      body: [1, 2],
      defaultFileName: 'instrumentSearchResults.xlsx',
    });
    expect(named.fileName).toBe('Instruments.xlsx');
    expect(await named.blob.text()).toBe('xlsx');
    const unnamed = await getFile('/instrument/3/ExportExcelEasmentReport', {
      defaultFileName: 'InstrumentSummaryOutput.xlsx',
    });
    expect(unnamed.fileName).toBe('InstrumentSummaryOutput.xlsx');
  });
});

describe('fileNameFromDisposition', () => {
  it.each([
    ['attachment; filename="Report.docx"', 'Report.docx'],
    ['attachment; filename=Report.docx', 'Report.docx'],
    ['attachment; filename="a.zip"; filename*=UTF-8\'\'Project%20Search.zip', 'Project Search.zip'],
    ['attachment', 'default.xlsx'],
    [null, 'default.xlsx'],
  ])('%s → %s', (header, expected) => {
    expect(fileNameFromDisposition(header, 'default.xlsx')).toBe(expected);
  });
});
