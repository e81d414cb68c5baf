import type { LetterKind } from '@app/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { letterTemplates } from '../schema';

const closing = `Sincerely,

{{Staff Lead}}
Stewardship`;

const heading = `{{Today}}

{{Owner Names}}
{{Owner Address}}

Re: {{Property Name}} (Property {{Property ID}}), {{Instrument Names}}`;

/**
 * The five letters issue 33 §3 names, and the decision on an owner's request (§5: "decided with a
 * letter"), as professional starting points the organisation edits.
 */
export const defaultLetterTemplates: { name: string; kind: LetterKind; body: string }[] = [
  {
    name: 'Notice of a Potential Violation',
    kind: 'violationNotice',
    body: `${heading}

Dear {{Owner Names}},

We are writing about the conservation easement that protects {{Property Name}}. On {{Discovered On}}, during our stewardship of the property, we found a condition that may not be consistent with the terms of the easement ({{Case Type}}, Violation Case {{Case ID}}):

{{Observation}}

We recognise that a condition like this is often the result of a misunderstanding, and our aim is to resolve it together. We ask that you contact us within thirty (30) days of the date of this letter so that we can discuss what was found, hear your understanding of it, and agree on any steps needed to bring the property back into compliance with the easement.

Until we have spoken, we ask that no further work of this kind be done on the property. Please do not hesitate to call or write to us with any questions; we would be glad to visit the property with you.

${closing}`,
  },
  {
    name: 'Cure Agreement',
    kind: 'cureAgreement',
    body: `${heading}

Dear {{Owner Names}},

Thank you for working with us on the matter found on {{Property Name}} on {{Discovered On}} ({{Case Type}}, Violation Case {{Case ID}}). This letter sets out the steps we agreed to bring the property back into compliance with the conservation easement.

What was found:
{{Observation}}

Agreed steps to cure:
1. [Describe each step to be taken.]
2. [Describe how the area will be restored.]

The steps above are to be completed by [date]. Once they are complete, we will visit the property to confirm the cure and will then write to you to close the matter.

Please sign and return a copy of this letter to confirm your agreement. Nothing in this agreement waives any term of the easement or any of our rights under it.

${closing}

Agreed: ______________________________    Date: ______________
{{Owner Names}}`,
  },
  {
    name: 'Resolution',
    kind: 'resolution',
    body: `${heading}

Dear {{Owner Names}},

We are pleased to confirm that the matter found on {{Property Name}} on {{Discovered On}} ({{Case Type}}, Violation Case {{Case ID}}) has been resolved. Our follow-up confirms that the property is consistent with the terms of the conservation easement, and we have closed the case.

Thank you for your cooperation and for your care of the land. If you are considering any change on the property, we encourage you to contact us beforehand so that we can help you plan it within the terms of the easement.

${closing}`,
  },
  {
    name: 'Annual Landowner Letter',
    kind: 'annual',
    body: `${heading}

Dear {{Owner Names}},

As the year turns, we want to thank you for your stewardship of {{Property Name}}, protected by {{Instrument Names}}. Your care for the land is what makes its protection lasting.

Each year we visit every protected property to monitor the conservation easement, and we will be in touch to arrange this year's visit. You are always welcome to join us.

This is also a good time to let us know of any changes: a new mailing address or telephone number, a plan to sell or transfer the property, or any building, timber harvest or other activity you are considering. Many activities require notice to us or our approval under the easement, and we are glad to help you plan them.

Thank you again for your partnership in conservation.

${closing}`,
  },
  {
    name: 'New Owner Welcome Letter',
    kind: 'newOwner',
    body: `${heading}

Dear {{Owner Names}},

Welcome, and congratulations on your purchase of {{Property Name}}. The property is protected by a conservation easement ({{Instrument Names}}) held by our organisation, and the easement's terms pass with the land to each new owner.

We would like to meet you and walk the property together at a time that suits you. We will explain what the easement protects, what it permits, and which activities need notice to us or our approval. We enclose a copy of the easement for your records.

Please contact us at your convenience to arrange a visit, and keep us informed of your mailing address so that we can stay in touch. We look forward to working with you.

${closing}`,
  },
  {
    name: "Decision on an Owner's Request",
    kind: 'requestDecision',
    body: `${heading}

Dear {{Owner Names}},

Thank you for your request of {{Received On}} to exercise a right reserved by the conservation easement on {{Property Name}}: {{Request Kind}} (Owner Request {{Request ID}}).

{{Request Description}}

We have reviewed your request against the terms of the easement and the property's allowed and existing rights. Our decision of {{Decided On}}: {{Decision}}.

{{Decision Note}}

If your request was approved, the approval covers only what the request describes; please tell us before the work begins and when it is complete, so that we can record it. If it was approved with conditions, the conditions above are part of the approval. If it was denied, we would be glad to discuss what the easement permits and whether a changed plan could be approved.

Please keep this letter with your copy of the easement. Do not hesitate to contact us with any questions.

${closing}`,
  },
];

/**
 * The default templates, each added where the install has no template of its kind (a renamed one is
 * not added back; one of the same name is left as it is).
 */
export const addMissingLetterTemplates = async (db: Pick<Tx, 'execute'>) => {
  for (const { name, kind, body } of defaultLetterTemplates)
    await db.execute(
      sql`insert into ${letterTemplates} (name, kind, body) select ${name}, ${kind}, ${body} where not exists (select 1 from ${letterTemplates} where kind = ${kind}) on conflict (name) do nothing`,
    );
};
