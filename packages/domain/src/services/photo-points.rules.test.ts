import { describe, expect, it } from 'vitest';
import { groupPhotoPointPhotos, photoYear } from './photo-points.rules';
import { photoPointChoiceSchema, photoPointMessages } from './photo-points.schema';

const photo = (id: number, takenAt: string) => ({
  id,
  serviceId: 1,
  caption: null,
  takenAt,
  headingDegrees: null,
  latitude: null,
  longitude: null,
  photographerName: null,
  thumbnailUrl: `/api/photo/${id}/thumbnail`,
});

describe('photo points', () => {
  it('counts the year in New York', () => {
    // 03:00 UTC on 1 January is still New Year's Eve in New York.
    expect(photoYear('2025-01-01T03:00:00.000Z')).toBe(2024);
    expect(photoYear('2025-01-01T06:00:00.000Z')).toBe(2025);
  });

  it('groups by year, oldest first and in the order taken, with the first and the most recent photo', () => {
    const grouped = groupPhotoPointPhotos([
      photo(3, '2025-06-01T15:00:00.000Z'),
      photo(1, '2023-05-01T15:00:00.000Z'),
      photo(4, '2025-05-01T15:00:00.000Z'),
      photo(2, '2024-05-01T15:00:00.000Z'),
    ]);
    expect(grouped.years.map((y) => [y.year, y.photos.map((p) => p.id)])).toEqual([
      [2023, [1]],
      [2024, [2]],
      [2025, [4, 3]],
    ]);
    expect([grouped.first?.id, grouped.latest?.id]).toEqual([1, 3]);
    expect(groupPhotoPointPhotos([])).toEqual({ first: null, latest: null, years: [] });
  });

  it.each([
    ['neither', {}, 'name', photoPointMessages.required],
    ['both', { id: 3, name: 'Gate' }, 'name', photoPointMessages.chooseOne],
    ['a blank name', { name: '  ' }, 'name', photoPointMessages.required],
    [
      'a long name',
      { name: 'x'.repeat(51) },
      'name',
      'The Photo Point Name field may not be greater than 50 characters.',
    ],
    [
      'a bearing past 360',
      { name: 'Gate', bearingDegrees: 361 },
      'bearingDegrees',
      photoPointMessages.bearing,
    ],
    [
      'a bearing that is text',
      { name: 'Gate', bearingDegrees: 'north' },
      'bearingDegrees',
      photoPointMessages.bearing,
    ],
  ])('refuses %s', (_, value, path, message) => {
    const result = photoPointChoiceSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.find((issue) => issue.path.join('.') === path)?.message).toBe(message);
  });

  it('takes an existing point, or a new name trimmed with its bearing', () => {
    expect(photoPointChoiceSchema.parse({ id: '7' })).toEqual({
      id: 7,
      name: null,
      bearingDegrees: null,
      propertyId: null,
    });
    expect(photoPointChoiceSchema.parse({ name: ' North Gate ', bearingDegrees: 90, propertyId: 5 })).toEqual(
      {
        id: null,
        name: 'North Gate',
        bearingDegrees: 90,
        propertyId: 5,
      },
    );
  });
});
