import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendAttachment } from './attachment';

describe('sendAttachment', () => {
  const app = Fastify();
  app.get('/file', (request, reply) =>
    sendAttachment(reply, {
      fileName: (request.query as { name: string }).name,
      contentType: 'text/plain',
      body: 'x',
    }),
  );

  it('names the file as given when it is plain', async () => {
    const res = await app.inject('/file?name=Instrument-7-SummaryOutput.xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Instrument-7-SummaryOutput.xlsx"');
  });

  it('never lets a quote, backslash, line break or non-ASCII letter into the header', async () => {
    const res = await app.inject(`/file?name=${encodeURIComponent('a"b\\c\r\nSet-Cookie: x=1é.docx')}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="a_b_c__Set-Cookie: x=1_.docx"');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
