import type { FastifyReply } from 'fastify';

export const docxType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file for the browser to save; every download of the API answers through here. */
export type Attachment = {
  fileName: string;
  contentType: string;
  body: unknown;
};

/**
 * Names are made from ids and safe text, but a quote, backslash or line break must never reach the
 * header (a broken header or a 500), so anything outside printable ASCII becomes `_`.
 */
export const sendAttachment = (reply: FastifyReply, { fileName, contentType, body }: Attachment) =>
  reply
    .type(contentType)
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"`)
    .send(body);
