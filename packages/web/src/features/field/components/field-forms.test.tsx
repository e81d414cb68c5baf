import 'fake-indexeddb/auto';
import { type FieldProperty, todayInDisplayZone } from '@app/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { agreementTypesPath } from '../api/prepare-property';
import { fieldDb } from '../store/field-store';
import { FieldCaseForm } from './field-case-form';
import { FieldObservationForm } from './field-observation-form';
import { ObservationCases } from './observation-cases';
import { StartInspectionForm } from './start-inspection-form';

const option = (id: number, name: string) => ({ id, name, sortOrder: id, archiveDate: null });

afterEach(async () => {
  await fieldDb.outbox.clear();
  await fieldDb.lookups.clear();
});

describe('the field forms', { timeout: 20_000 }, () => {
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

  it('Open Violation Case keeps the case on the device, discovered today and reported by the monitor', async () => {
    Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
    await fieldDb.lookups.put({ path: 'case/types', data: [option(4, 'Dumping'), option(8, 'Other')] });
    const onSaved = vi.fn();
    renderWithProviders(
      <FieldCaseForm
        propertyId={7}
        service={{ clientId: 'visit-1' }}
        observation={{ clientId: 'observation-1' }}
        reportedById={5}
        onSaved={onSaved}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Open Violation Case' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The Case Type field is required.')).toBeVisible();
    expect(await fieldDb.outbox.count()).toBe(0);
    await userEvent.click(screen.getByRole('combobox', { name: 'Case Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Dumping' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Severity' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Major' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Tyres by the gate.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const [item] = await fieldDb.outbox.toArray();
    expect(item).toMatchObject({
      kind: 'case.create',
      propertyId: 7,
      service: { clientId: 'visit-1' },
      observation: { clientId: 'observation-1' },
      state: 'device',
      body: {
        typeId: 4,
        severity: 'major',
        discoveredOn: todayInDisplayZone(),
        reportedById: 5,
        description: 'Tyres by the gate.',
      },
    });
    expect(onSaved).toHaveBeenCalledWith(item.clientId);
  });

  it('shows a case opened here as not yet synced, then links it to its page once the server holds it', async () => {
    await fieldDb.lookups.put({ path: 'case/types', data: [option(4, 'Dumping')] });
    const item = {
      kind: 'case.create' as const,
      clientId: 'case-1',
      propertyId: 7,
      savedAt: '2026-11-29T12:00:00.000Z',
      state: 'device' as const,
      service: { id: 55 },
      observation: { id: 40 },
      body: {
        typeId: 4,
        severity: 'minor' as const,
        discoveredOn: '2026-11-29',
        reportedById: 5,
        description: 'x',
      },
    };
    const props = {
      propertyId: 7,
      service: { id: 55 },
      observation: { id: 40 },
      observationName: 'Dumping',
      reportedById: 5,
    };
    const first = renderWithProviders(<ObservationCases {...props} cases={[item]} />);
    expect(await screen.findByText(/Violation Case \(not yet synced\): Dumping, Minor/)).toBeVisible();
    expect(screen.getByText('On this device')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open Violation Case from Dumping' })).toBeVisible();
    first.unmount();
    renderWithProviders(
      <ObservationCases {...props} cases={[{ ...item, state: 'verified', serverId: 12 }]} />,
    );
    expect(await screen.findByRole('link', { name: 'Violation Case 12' })).toHaveAttribute(
      'href',
      '/case/12',
    );
    expect(screen.getByText('Verified')).toBeVisible();
  });
});
