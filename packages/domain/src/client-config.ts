import { z } from 'zod';

/** What GET /config.json tells the browser before sign-in (DESIGN §4): the OIDC settings and the organisation's links. */
export const clientConfigSchema = z.object({
  oidc: z.object({ authority: z.string(), clientId: z.string(), scope: z.string(), audience: z.string() }),
  links: z.object({
    logo: z.string(),
    help: z.string(),
    map: z.string(),
    crm: z.string(),
    /** Template with {crmId}. */
    crmAccount: z.string(),
    /** Template with {folderId}. */
    documentFolderEmbed: z.string(),
    /** Template with {folderId}. */
    documentFolderOpen: z.string(),
  }),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
