import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { ObservationForm } from './observation-form';

const types = [
  { id: 1, name: 'New Structures', sortOrder: 1, archiveDate: null },
  { id: 2, name: 'Dumping', sortOrder: 1, archiveDate: null },
];
const answers = [
  { id: 1, name: 'No', sortOrder: 1, archiveDate: null },
  { id: 2, name: 'Yes', sortOrder: 1, archiveDate: null },
];
const saved = {
  id: 40,
  version: 3,
  serviceId: 30,
  typeId: 1,
  name: 'New Structures',
  ackTypeId: 2,
  ackTypeName: 'Yes',
  notes: 'A shed.',
};

const sentBody = (spy: ReturnType<typeof mockApi>, call: string) => {
  const found = spy.mock.calls.find(
    ([url, init]) => `${init?.method} ${new URL(String(url), 'http://x').pathname}` === call,
  );
  return found ? JSON.parse(String(found[1]?.body)) : undefined;
};

describe('the office Observation form', () => {
  it('edits: sends the fields with the observation and the version it was read at', async () => {
    const spy = mockApi({ 'PUT /api/observation/update': { body: { ...saved, version: 4 } } });
    const onDone = vi.fn();
    renderWithProviders(
      <ObservationForm
        serviceId={30}
        observation={saved}
        types={types}
        takenTypeIds={new Set([1])}
        answers={answers}
        onDone={onDone}
        onReload={vi.fn()}
      />,
    );
    const notes = screen.getByRole('textbox', { name: /Observation Notes/ });
    await userEvent.clear(notes);
    await userEvent.type(notes, 'A shed and a barn.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sentBody(spy, 'PUT /api/observation/update')).toEqual({
      id: 40,
      version: 3,
      typeId: 1,
      ackTypeId: 2,
      notes: 'A shed and a barn.',
    });
  });

  it("adds: offers only the types not yet taken, and sends the service's id", async () => {
    const spy = mockApi({ 'POST /api/observation/create': { body: { ...saved, id: 41, typeId: 2 } } });
    const onDone = vi.fn();
    renderWithProviders(
      <ObservationForm
        serviceId={30}
        types={types}
        takenTypeIds={new Set([1])}
        answers={answers}
        onDone={onDone}
        onReload={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Observation' }));
    expect(screen.queryByRole('option', { name: 'New Structures' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Dumping' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Observation Notes/ }), 'Tyres by the creek.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sentBody(spy, 'POST /api/observation/create')).toEqual({
      serviceId: 30,
      typeId: 2,
      ackTypeId: 1,
      notes: 'Tyres by the creek.',
    });
  }, 15_000);
});
