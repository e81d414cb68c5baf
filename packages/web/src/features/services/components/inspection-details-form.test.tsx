import { EventType, serviceMessages } from '@app/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serviceFixture } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { InspectionDetailsForm } from './inspection-details-form';

// A monitoring visit (not an imagery inspection) with plans already written.
const service = serviceFixture({ id: 9, typeIds: [41], staffLead: 2, landownerPropertyPlans: 'Barn' });

/** The service's events: its visit (Inspection event) on 05/10/2024 New York time. */
const events = [
  {
    id: 1,
    version: 1,
    instrumentId: null,
    serviceId: 9,
    eventTypeId: EventType.Inspection,
    eventTypeName: 'Inspection',
    date: '2024-05-10T04:00:00.000Z',
    notes: null,
    createdByName: 'Sam Staff',
  },
];

describe('InspectionDetailsForm', () => {
  it('counts the characters of the plans and the questions against their 250 limit', async () => {
    mockApi({ 'GET /api/service/9/events': { body: [] } });
    renderWithProviders(<InspectionDetailsForm service={service} sources={[]} onDone={() => {}} />);
    const plans = await screen.findByRole('textbox', { name: 'Landowner Property Plans' });
    expect(plans).toHaveAccessibleDescription('4/250');
    await userEvent.type(plans, ' sale');
    expect(plans).toHaveAccessibleDescription('9/250');
    const questions = screen.getByRole('textbox', { name: 'Questions for VOF' });
    expect(questions).toHaveAccessibleDescription('0/250');
    await userEvent.type(questions, 'Why?');
    expect(questions).toHaveAccessibleDescription('4/250');
  });

  // Typing two dates into the picker takes seconds on a busy machine.
  it('saves the Method and the Report Completed date, refusing a date before the inspection first', {
    timeout: 30_000,
  }, async () => {
    const fetch = mockApi({
      'GET /api/service/9/events': { body: events },
      'PUT /api/service/update': {
        body: serviceFixture({
          ...service,
          version: 2,
          inspectionMethod: 'aerial',
          reportCompletedDate: '2024-05-12',
          reportCompletedBy: 2,
          reportCompletedByName: 'Sam Staff',
        }),
      },
    });
    let done = false;
    renderWithProviders(
      <InspectionDetailsForm
        service={service}
        sources={[]}
        onDone={() => {
          done = true;
        }}
      />,
    );
    // The rule compares with the visit once the events have arrived.
    await vi.waitFor(() =>
      expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/api/service/9/events'),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Method' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Aerial' }));
    const date = screen.getByRole('textbox', { name: 'Report Completed' });
    await userEvent.type(date, '05/09/2024');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(serviceMessages.reportBeforeInspection('05/10/2024'))).toBeVisible();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await userEvent.clear(date);
    await userEvent.type(date, '05/12/2024');
    expect(date).toHaveAccessibleDescription('Saving records you as the one who completed the report.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(done).toBe(true));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toMatchObject({
      inspectionMethod: 'aerial',
      reportCompletedDate: '2024-05-12',
    });
  });

  it('says who completed a saved report', async () => {
    mockApi({ 'GET /api/service/9/events': { body: events } });
    renderWithProviders(
      <InspectionDetailsForm
        service={{ ...service, reportCompletedDate: '2024-05-11', reportCompletedByName: 'Ann Admin' }}
        sources={[]}
        onDone={() => {}}
      />,
    );
    expect(await screen.findByRole('textbox', { name: 'Report Completed' })).toHaveAccessibleDescription(
      'Completed by Ann Admin',
    );
  });
});
