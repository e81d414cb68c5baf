import { type PhotoPoint, photoPointMessages } from '@app/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PhotoThumbnail } from '../../../components/photo-thumbnail';
import { mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { type CapturedPhoto, PhotoCaptureForm } from './photo-capture-form';

const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'gate.jpg', { type: 'image/jpeg' });

const shot = (id: number, takenAt: string) => ({
  id,
  serviceId: 40,
  caption: null,
  takenAt,
  headingDegrees: 45,
  latitude: 37.5,
  longitude: -78.6,
  photographerName: 'Sam Staff',
  thumbnailUrl: `/api/photo/${id}/thumbnail`,
});

const northGate: PhotoPoint = {
  id: 7,
  propertyId: 6,
  name: 'North Gate',
  bearingDegrees: 45,
  createdByName: 'Sam Staff',
  createdAt: '2024-06-01T14:00:00.000Z',
  first: shot(1, '2024-06-01T14:00:00.000Z'),
  latest: shot(2, '2025-06-02T14:00:00.000Z'),
  years: [
    { year: 2024, photos: [shot(1, '2024-06-01T14:00:00.000Z')] },
    { year: 2025, photos: [shot(2, '2025-06-02T14:00:00.000Z')] },
  ],
};

const renderForm = (propertyIds: number[]) => {
  mockApi({});
  const onSave = vi.fn<(photo: CapturedPhoto) => void>();
  renderWithProviders(
    <PhotoCaptureForm
      file={file}
      observations={[]}
      propertyIds={propertyIds}
      points={[northGate]}
      Thumbnail={PhotoThumbnail}
      onSave={onSave}
      onCancel={() => {}}
    />,
  );
  return onSave;
};

/** The photo point the form saved. */
const savedPoint = (photoPoint: unknown) =>
  expect.objectContaining({ details: expect.objectContaining({ photoPoint }) });

const choosePoint = async (name: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: 'Photo Point' }));
  await userEvent.click(await screen.findByRole('option', { name }));
};

describe('PhotoCaptureForm: photo point', { timeout: 20_000 }, () => {
  it('picks a point of the property and shows its first and latest photo to re-shoot the same view', async () => {
    const onSave = renderForm([6]);
    await choosePoint('North Gate');
    const guide = within(screen.getByLabelText('Earlier photos of North Gate'));
    expect(guide.getByText('First: 06/01/2024')).toBeVisible();
    expect(guide.getByText('Latest: 06/02/2025')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(savedPoint({ id: 7 }));
  });

  it('names a new point with its bearing, with the schema’s messages first', async () => {
    const onSave = renderForm([6]);
    await choosePoint('New photo point…');
    await userEvent.type(screen.getByRole('textbox', { name: 'Bearing (degrees)' }), '400');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(photoPointMessages.required)).toBeVisible();
    expect(screen.getByText(photoPointMessages.bearing)).toBeVisible();
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Photo Point Name' }), 'Pond');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Bearing (degrees)' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Bearing (degrees)' }), '90');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(savedPoint({ name: 'Pond', bearingDegrees: 90, propertyId: null }));
  });

  it('asks which property a new point is on when the service has several, naming each point’s property', async () => {
    const onSave = renderForm([6, 8]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Photo Point' }));
    expect(await screen.findByRole('option', { name: 'North Gate (Property 6)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'New photo point…' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Photo Point Name' }), 'Ridge');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(photoPointMessages.propertyRequired)).toBeVisible();
    await userEvent.click(screen.getByRole('combobox', { name: 'Property of the Photo Point' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Property 8' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(savedPoint({ name: 'Ridge', bearingDegrees: null, propertyId: '8' }));
  });
});
