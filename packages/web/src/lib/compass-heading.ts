/** Safari's orientation event: its compass heading, and the permission it asks for first (iOS 13+). */
type CompassEvent = DeviceOrientationEvent & { webkitCompassHeading?: number };
type OrientationEventClass = { requestPermission?: () => Promise<'granted' | 'denied'> };

export type CompassReading = { heading: number } | { problem: string };

/**
 * The compass heading an orientation event gives, in whole degrees clockwise from north (0–359), for the
 * screen as the monitor holds it; null when the event has none. Safari gives `webkitCompassHeading`;
 * other browsers an absolute `alpha`, counter-clockwise from north.
 */
export const headingOf = (event: CompassEvent, screenAngle = 0): number | null => {
  const fromTop =
    typeof event.webkitCompassHeading === 'number'
      ? event.webkitCompassHeading
      : event.absolute && event.alpha !== null
        ? 360 - event.alpha
        : null;
  return fromTop === null ? null : Math.round(fromTop + screenAngle) % 360;
};

/** Waited for a first reading: a device with no compass sends none (or only empty ones). */
const readingWaitMs = 3000;

/**
 * One reading of the device's compass, started from a tap (Safari asks its permission only then):
 * `deviceorientationabsolute` where the browser has it, else `deviceorientation` (Safari's carries the
 * compass heading). Answers the problem in words when there is no reading, so the monitor types it.
 */
export const readCompass = async (): Promise<CompassReading> => {
  const EventClass = (window as { DeviceOrientationEvent?: OrientationEventClass }).DeviceOrientationEvent;
  if (!EventClass) return { problem: 'This device has no compass: type the heading.' };
  if (EventClass.requestPermission) {
    const answer = await EventClass.requestPermission().catch(() => 'denied');
    if (answer !== 'granted')
      return {
        problem: 'The compass was not allowed: allow motion sensors for this site, or type the heading.',
      };
  }
  const type = 'ondeviceorientationabsolute' in window ? 'deviceorientationabsolute' : 'deviceorientation';
  return new Promise((resolve) => {
    const done = (reading: CompassReading) => {
      window.removeEventListener(type, listener);
      window.clearTimeout(timer);
      resolve(reading);
    };
    const listener = (event: Event) => {
      const heading = headingOf(event as CompassEvent, screen.orientation?.angle ?? 0);
      if (heading !== null) done({ heading });
    };
    const timer = window.setTimeout(
      () => done({ problem: 'This device gave no compass reading: type the heading.' }),
      readingWaitMs,
    );
    window.addEventListener(type, listener);
  });
};

/** Whether the browser knows device orientation at all (a desktop may, and still give no reading). */
export const mayHaveCompass = () => typeof window !== 'undefined' && 'DeviceOrientationEvent' in window;
