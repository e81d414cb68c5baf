/** A contact chosen in the contact search: from the CRM search or from the current project's contacts. */
export type SelectedContact = { crmId: string; name: string };
