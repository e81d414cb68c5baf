import { concurrently, report } from './measure';

/** The calls the property page makes when it opens (spec 2 §2): details, localities, features, contacts. */
const pageCalls = (id: number) => [
  `/api/property/${id}`,
  `/api/property/${id}/propertyLocalities`,
  `/api/property/${id}/builtEnvironmentFeatures`,
  `/api/property/${id}/contacts`,
];

const callNames = [
  'property/{id}',
  'property/{id}/propertyLocalities',
  'property/{id}/builtEnvironmentFeatures',
  'property/{id}/contacts',
];

/**
 * Each call of the property page alone (1 client), then whole page loads (the four calls in parallel,
 * as the browser sends them) under 1 and 4 clients, cycling through `propertyIds`.
 */
export const benchPropertyPage = async (
  get: (path: string) => Promise<void>,
  propertyIds: readonly number[],
) => {
  if (propertyIds.length === 0) throw new Error('benchPropertyPage needs at least one property id');
  for (const path of pageCalls(propertyIds[0])) await get(path); // warm-up
  let next = 0;
  const nextId = () => propertyIds[next++ % propertyIds.length];
  for (const [index, name] of callNames.entries())
    report(`GET ${name}`, await concurrently(200, 1, () => get(pageCalls(nextId())[index])));
  const loadPage = () => Promise.all(pageCalls(nextId()).map(get));
  report('property page load (1 client)', await concurrently(200, 1, loadPage));
  report('property page load (4 clients)', await concurrently(400, 4, loadPage));
};
