import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible, expectNoSidewaysScroll, phone } from './accessibility';
import { accessTokenOf, apiOf, findProperty } from './demo-records';
import { expectSignedIn, signIn } from './sign-in';

/**
 * Owners (issue 33 §4): Staff give a property contact the Owner role and an Owner Since date; the home
 * tile "New Owners to Contact" lists the new owner; an owner contact recorded on the property's
 * easement takes it off the tile, and the accreditation ledger shows that year's contact. The contact
 * link and the owner contact are put back as they were at the end.
 */
type Link = {
  id: number;
  version: number;
  crmId: string;
  crmContact: { name: string };
  roleIds: number[];
  notes: string | null;
};
type Instrument = { id: number; projectId: number; statusId: number; staffLead: number | null };

const choose = async (page: Page, select: Locator, option: string) => {
  await expect(async () => {
    await select.click();
    await page.getByRole('option', { name: option, exact: true }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
};

const usDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
const newYorkToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
const daysBefore = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

test('a new owner’s Owner Since opens the tile’s task; an owner contact on the easement closes it and shows in the ledger', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'staff', '/');
  await expectSignedIn(page, 'staff');
  const get = await apiOf(page);
  let link: Link | undefined;
  let instrument: Instrument | undefined;
  const property = await findProperty(page, async (found) => {
    const { id } = found;
    const links = (await get<Link[]>(`/property/${id}/contacts`)) ?? [];
    if (links.length === 0) return false;
    const covering = (
      found as unknown as { propertyInstruments: { instrumentId: number; statusId: number }[] }
    ).propertyInstruments;
    for (const { instrumentId } of covering.filter((c) => c.statusId === 2)) {
      const found = await get<Instrument>(`/instrument/${instrumentId}`);
      if (found && found.statusId === 2 && found.staffLead !== null) instrument = found;
    }
    link = links[0];
    return link !== undefined && instrument !== undefined;
  });
  if (!link || !instrument) throw new Error('No property with a contact and an Active easement');
  const owner = link;
  const easement = instrument;
  const today = newYorkToday();
  const since = daysBefore(today, 10);

  // The property's contact becomes its new Owner, since ten days ago.
  await page.goto(property.path);
  await page.getByRole('button', { name: `Edit ${owner.crmContact.name}` }).click();
  const form = page.getByRole('form', { name: `Edit Contact ${owner.crmContact.name}` });
  if (!owner.roleIds.includes(11))
    await choose(page, form.getByRole('textbox', { name: /Role\(s\)/ }), 'Owner');
  await page.keyboard.press('Escape');
  await form.getByRole('textbox', { name: 'Owner Since' }).fill(usDay(since));
  await form.getByRole('textbox', { name: 'Owner Since' }).press('Tab');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('article', { name: `New owner ${owner.crmContact.name}` })).toBeVisible();

  // The home tile lists the new owner with the day they are due.
  const tileList = async () => {
    await page.goto('/');
    await page.getByRole('button', { name: /New Owners to Contact/ }).click();
    return page.getByRole('region', { name: 'New Owners to Contact' });
  };
  let list = await tileList();
  await expect(list.getByText(`New owner: ${owner.crmContact.name} (since ${usDay(since)})`)).toBeVisible();
  await expectAccessible(page);

  // Recorded on the easement's Owner Contacts card.
  await page.goto(`/project/${easement.projectId}/instruments/${easement.id}`);
  const card = page.getByRole('region', { name: 'Owner Contacts' });
  await card.getByRole('button', { name: 'Record Owner Contact' }).click();
  const contactForm = card.getByRole('form', { name: 'Record Owner Contact' });
  await choose(page, contactForm.getByRole('combobox', { name: 'How' }), 'Visit');
  await contactForm.getByRole('checkbox', { name: owner.crmContact.name }).check();
  await contactForm.getByRole('textbox', { name: 'Note' }).fill('Welcomed the new owner on the land.');
  await expectAccessible(page);
  await contactForm.getByRole('button', { name: 'Save' }).click();
  await expect(contactForm).toHaveCount(0);
  const recorded = card.getByRole('article', { name: `Owner Contact ${usDay(today)}` });
  await expect(recorded.getByText(`Owners reached: ${owner.crmContact.name}`)).toBeVisible();
  // At phone width the card keeps to the screen.
  await page.setViewportSize(phone);
  await expect(recorded).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // Off the tile; in the ledger beside this year's monitoring.
  list = await tileList();
  await expect(list.getByText(`New owner: ${owner.crmContact.name} (since ${usDay(since)})`)).toHaveCount(0);
  await page.goto(`/stewardship/ledger?staffLead=${easement.staffLead}&sort=instrument`);
  const row = page.getByRole('row', { name: new RegExp(`Instrument ${easement.id}\\b`) });
  await expect(row.getByText(`Owner contacted ${usDay(today)}`)).toBeVisible({ timeout: 20_000 });

  // As found: the owner contact removed, the contact's roles back and no owner dates.
  const token = (await accessTokenOf(page)) as string;
  const headers = { Authorization: `Bearer ${token}` };
  const now = (
    await get<{ items: { id: number; version: number }[] }>(`/instrument/${easement.id}/ownerContacts`)
  )?.items[0];
  if (now)
    await page.request.delete(`/api/ownerContact/delete/${now.id}?version=${now.version}`, { headers });
  const current = ((await get<Link[]>(`/property/${property.id}/contacts`)) ?? []).find(
    (l) => l.id === owner.id,
  );
  if (current)
    await page.request.put('/api/contact/update', {
      headers,
      data: { id: current.id, version: current.version, roleIds: owner.roleIds, notes: owner.notes },
    });
});
