import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serviceFixture } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { InspectionDetailsForm } from './inspection-details-form';

// A monitoring visit (not an imagery inspection) with plans already written.
const service = serviceFixture({ id: 9, typeIds: [41], staffLead: 2, landownerPropertyPlans: 'Barn' });

describe('InspectionDetailsForm', () => {
  it('counts the characters of the plans and the questions against their 250 limit', async () => {
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
});
