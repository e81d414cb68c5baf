import { afterEach, describe, expect, it, vi } from 'vitest';
import { headingOf, readCompass } from './compass-heading';

type Fields = { alpha?: number | null; absolute?: boolean; webkitCompassHeading?: number };
const orientation = (fields: Fields) =>
  Object.assign(new Event('deviceorientationabsolute'), {
    alpha: null,
    beta: null,
    gamma: null,
    absolute: false,
    ...fields,
  }) as unknown as DeviceOrientationEvent;

describe('the compass heading', () => {
  it.each([
    ['an absolute alpha of 90° (turned west)', { alpha: 90, absolute: true }, 0, 270],
    ['an absolute alpha of 0° (north)', { alpha: 0, absolute: true }, 0, 0],
    ['Safari’s compass heading', { webkitCompassHeading: 123.4 }, 0, 123],
    ['a phone held sideways (screen turned 90°)', { alpha: 90, absolute: true }, 90, 0],
  ])('reads %s', (_, fields, screenAngle, heading) => {
    expect(headingOf(orientation(fields), screenAngle)).toBe(heading);
  });

  it('reads nothing from an orientation relative to where the page started, or an empty one', () => {
    expect(headingOf(orientation({ alpha: 90, absolute: false }))).toBeNull();
    expect(headingOf(orientation({ alpha: null, absolute: true }))).toBeNull();
  });
});

describe('reading the compass from a tap', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('answers the first absolute reading', async () => {
    vi.stubGlobal('DeviceOrientationEvent', class {});
    vi.stubGlobal('ondeviceorientationabsolute', null);
    const reading = readCompass();
    await Promise.resolve();
    window.dispatchEvent(orientation({ alpha: null, absolute: true }));
    window.dispatchEvent(orientation({ alpha: 45, absolute: true }));
    expect(await reading).toEqual({ heading: 315 });
  });

  it('asks Safari’s permission first, and says so in words when it is refused', async () => {
    const requestPermission = vi.fn(async () => 'denied');
    vi.stubGlobal('DeviceOrientationEvent', Object.assign(class {}, { requestPermission }));
    expect(await readCompass()).toEqual({
      problem: 'The compass was not allowed: allow motion sensors for this site, or type the heading.',
    });
    expect(requestPermission).toHaveBeenCalledOnce();
  });

  it('says the device gave no reading when none comes, so the monitor types it', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('DeviceOrientationEvent', class {});
    const reading = readCompass();
    await vi.advanceTimersByTimeAsync(3000);
    expect(await reading).toEqual({ problem: 'This device gave no compass reading: type the heading.' });
  });
});
