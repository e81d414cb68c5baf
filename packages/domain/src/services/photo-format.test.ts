import { describe, expect, it } from 'vitest';
import { formatDegrees, formatPhotoPosition } from './photo-format';

describe('photo formatting', () => {
  it('shows the position to five decimals with the accuracy rounded to a metre', () => {
    expect(formatPhotoPosition({ latitude: 37.5407, longitude: -77.436, accuracyMeters: 8.4 })).toBe(
      '37.54070, -77.43600 (± 8 m)',
    );
    expect(formatPhotoPosition({ latitude: 37.5407, longitude: -77.436, accuracyMeters: null })).toBe(
      '37.54070, -77.43600',
    );
    expect(formatPhotoPosition({ latitude: null, longitude: null, accuracyMeters: 5 })).toBe('No position');
  });
  it('shows degrees with their sign, None when missing', () => {
    expect([formatDegrees(270), formatDegrees(12.5), formatDegrees(null)]).toEqual(['270°', '12.5°', 'None']);
  });
});
