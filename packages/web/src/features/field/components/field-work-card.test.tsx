import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { staffUser } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { FieldWorkCard } from './field-work-card';

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 100 });
const openCase = (id: number, followUpKind: 'visit' | 'answer') => ({
  id,
  typeName: 'Dumping',
  severity: 'minor' as const,
  statusId: 2,
  discoveredOn: '2026-05-01',
  followUpDue: '2026-06-01',
  followUpKind,
  propertyId: 6,
  propertyName: 'Creek Tract',
  projectId: 5,
  projectName: 'Walnut Hollow',
});

describe('My Field Work: violation case visits (issue 33 §1)', () => {
  it("lists the user's open cases waiting for a visit, not those waiting for an answer, with Prepare Offline", async () => {
    mockApi({
      'GET /api/users/me': { body: staffUser },
      'GET /api/staffleadservices': { body: page([]) },
      'GET /api/stewardship/inspectionsDue': { body: page([]) },
      'GET /api/case/myOpenCases': { body: page([openCase(12, 'visit'), openCase(13, 'answer')]) },
    });
    const prepare = { prepare: vi.fn(), busy: [], result: null, dismiss: vi.fn() };
    renderWithProviders(<FieldWorkCard prepare={prepare as never} />);
    const card = within(await screen.findByRole('region', { name: 'My Field Work' }));
    const visit = await card.findByRole('link', { name: 'Violation Case 12: Dumping' });
    expect(visit).toHaveAttribute('href', '/case/12');
    expect(card.getByText('Property 6: Creek Tract · Follow-up visit 06/01/2026')).toBeVisible();
    expect(card.queryByRole('link', { name: /Violation Case 13/ })).not.toBeInTheDocument();
  });
});
