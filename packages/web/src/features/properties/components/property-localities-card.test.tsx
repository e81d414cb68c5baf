import { messages } from '@app/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { property, propertyLocality } from '../test/property-fixtures';
import { bodyOf, callsTo, renderProperty } from '../test/render-property';

const localitiesCard = async () =>
  within(await screen.findByRole('region', { name: 'Localities and Tax Parcels' }));

describe('Localities and Tax Parcels', { timeout: 20_000 }, () => {
  it('lists the primary locality first with its parcels, and offers it no Make Primary or Delete', async () => {
    renderProperty();
    const card = await localitiesCard();
    const [primary, other] = await card.findAllByRole('article');
    expect(primary).toHaveTextContent(/Albemarle County\s*Primary/);
    expect(within(primary as HTMLElement).getByText('145-0-82')).toBeInTheDocument();
    expect(within(primary as HTMLElement).getByText('104.0216')).toBeInTheDocument();
    expect(within(primary as HTMLElement).queryByRole('button', { name: /Delete|Make/ })).toBeNull();
    expect(
      within(other as HTMLElement).getByRole('button', { name: 'Delete Bland County' }),
    ).toBeInTheDocument();
    expect(
      within(other as HTMLElement).getByRole('button', { name: 'Make Primary: Bland County' }),
    ).toBeInTheDocument();
  });

  it('Make Primary asks the server to move the flag and shows the new order', async () => {
    let primaryId = 5;
    const { fetch } = renderProperty({
      api: {
        'POST /api/property/updateprimarylocality/6': () => {
          primaryId = 6;
          return { body: [] };
        },
        'GET /api/property/6': () => {
          const albemarle = propertyLocality({ primary: primaryId === 5 });
          const bland = propertyLocality({
            id: 6,
            localityId: 12,
            localityName: 'Bland County',
            primary: primaryId === 6,
            taxParcels: [],
          });
          return {
            body: property({ propertyLocalities: primaryId === 6 ? [bland, albemarle] : [albemarle, bland] }),
          };
        },
      },
    });
    const card = await localitiesCard();
    await userEvent.click(await card.findByRole('button', { name: 'Make Primary: Bland County' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'POST', '/api/property/updateprimarylocality/6')).toHaveLength(1),
    );
    await waitFor(() => expect(card.getAllByRole('article')[0]).toHaveTextContent(/Bland County\s*Primary/));
    expect(card.getByRole('button', { name: 'Make Primary: Albemarle County' })).toBeInTheDocument();
  });

  it('offers only active localities not yet on the property, and requires one', async () => {
    renderProperty();
    const card = await localitiesCard();
    await userEvent.click(card.getByRole('button', { name: 'Add Locality' }));
    const form = within(await screen.findByRole('form', { name: 'Add Locality' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(messages.required('Locality'))).toBeInTheDocument();

    await userEvent.click(form.getByRole('combobox', { name: 'Locality' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['Fauquier County', 'Halifax County']);
  });

  it('drops completely empty parcel rows from the request and checks the others', async () => {
    const { fetch } = renderProperty({
      api: { 'POST /api/propertyLocality/create': { body: propertyLocality({ id: 9, primary: false }) } },
    });
    const card = await localitiesCard();
    await userEvent.click(card.getByRole('button', { name: 'Add Locality' }));
    const form = within(await screen.findByRole('form', { name: 'Add Locality' }));
    await userEvent.click(form.getByRole('combobox', { name: 'Locality' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Halifax County' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Parcel ID, row 1' }), 'x'.repeat(36));
    await userEvent.click(form.getByRole('button', { name: '+ Add Parcel' }));
    await userEvent.click(form.getByRole('button', { name: '+ Add Parcel' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Acres, row 3' }), '12.5');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText(messages.maxLength('Parcel ID', 35))).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/api/propertyLocality/create')).toHaveLength(0);

    await userEvent.clear(form.getByRole('textbox', { name: 'Parcel ID, row 1' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Parcel ID, row 1' }), '012-A-7');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/propertyLocality/create')).toHaveLength(1));
    expect(bodyOf(callsTo(fetch, 'POST', '/api/propertyLocality/create')[0])).toEqual({
      propertyId: 6,
      localityId: 60,
      taxParcels: [
        { parcelId: '012-A-7', acres: null },
        { parcelId: null, acres: 12.5 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add Locality' })).toBeNull());
  });

  it('deletes a locality that is not primary after Yes', async () => {
    const { fetch } = renderProperty({
      api: { 'DELETE /api/propertyLocality/delete/6': { body: { id: 6 } } },
    });
    const card = await localitiesCard();
    await userEvent.click(await card.findByRole('button', { name: 'Delete Bland County' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete Locality' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(callsTo(fetch, 'DELETE', '/api/propertyLocality/delete/6')).toHaveLength(1));
    expect(callsTo(fetch, 'DELETE', '/api/propertyLocality/delete/6')[0]?.[0]).toContain('version=1');
  });
});
