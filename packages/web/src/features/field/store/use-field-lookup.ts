import { type LookupOption, offeredOptions } from '@app/domain';
import { fieldDb } from './field-store';
import { useLive } from './use-live';

/** A list stored when the property was prepared (a lookup list, or another answer kept by path). */
export const useStored = <T>(path: string) =>
  useLive(async () => (await fieldDb.lookups.get(path))?.data as T | undefined, path);

/** A stored lookup list's offered options, as Select choices. */
export const useStoredChoices = <T extends LookupOption>(
  path: string,
  filter: (option: T) => boolean = () => true,
) =>
  offeredOptions((useStored<T[]>(path) ?? []).filter(filter)).map((o) => ({
    value: String(o.id),
    label: o.name,
  }));

/** An observation type's name from the stored list, as the inspection and the Sync card name an observation. */
export const useObservationTypeName = () => {
  const types = useStoredChoices('service/observationtypes');
  return (typeId: unknown): string | undefined => types.find((t) => t.value === String(typeId))?.label;
};
