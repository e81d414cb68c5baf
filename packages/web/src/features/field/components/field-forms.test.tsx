import 'fake-indexeddb/auto';
import type { FieldProperty } from '@app/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { agreementTypesPath } from '../api/prepare-property';
import { fieldDb } from '../store/field-store';
import { FieldObservationForm } from './field-observation-form';
import { StartInspectionForm } from './start-inspection-form';

const option = (id: number, name: string) => ({ id, name, sortOrder: id, archiveDate: null });

afterEach(async () => {
  await fieldDb.outbox.clear();
  await fieldDb.lookups.clear();
});

describe('the field forms', () => {
  it('Add Observation keeps the preset answer No when it is tapped again, and saves it', async () => {
    // The notes' autosize listens for web fonts, which jsdom does not have.
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
    await fieldDb.lookups.bulkPut([
      { path: 'service/observationtypes', data: [option(2, 'Fence Condition')] },
      { path: 'service/observationacknowledgementtypes', data: [option(1, 'No'), option(2, 'Yes')] },
    ]);
    const onSaved = vi.fn();
    renderWithProviders(
      <FieldObservationForm propertyId={7} service={{ id: 55 }} onSaved={onSaved} onCancel={vi.fn()} />,
    );
    const answer = screen.getByRole('combobox', { name: 'Answer' });
    await waitFor(() => expect(answer).toHaveValue('No'));
    await userEvent.click(answer);
    await userEvent.click(await screen.findByRole('option', { name: 'No' }));
    expect(answer).toHaveValue('No');
    await userEvent.click(screen.getByRole('combobox', { name: 'Observation' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Fence Condition' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(screen.queryByText('The Answer field is required.')).toBeNull();
    const [item] = await fieldDb.outbox.toArray();
    expect(item.kind === 'observation.create' && item.body.ackTypeId).toBe(1);
    expect(onSaved).toHaveBeenCalledWith(item.clientId);
  });

  it('Start Inspection presets the property’s only agreement type once the stored list is read, as online', async () => {
    await fieldDb.lookups.put({
      path: agreementTypesPath(7),
      data: [{ id: 4, name: 'Conservation Easement' }],
    });
    const copy = { property: { id: 7, projectId: 3 } } as unknown as FieldProperty;
    renderWithProviders(<StartInspectionForm copy={copy} onSaved={vi.fn()} onCancel={vi.fn()} />);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Agreement Type' })).toHaveValue('Conservation Easement'),
    );
    expect(screen.getByRole('heading', { name: 'Start Inspection' })).toHaveFocus();
  });
});
