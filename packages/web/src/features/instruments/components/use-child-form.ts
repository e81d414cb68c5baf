import type { z } from 'zod';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useZodForm } from '../../../lib/use-zod-form';
import type { ChildFormProps } from './instrument-child-card';

/**
 * The state of a child card's add or edit form: values checked by the domain schema, Save (create
 * with the instrument id, or update with the record's id and version) and Cancel (asks when changed).
 */
export const useChildForm = <
  TSchema extends z.ZodType<unknown, Record<string, unknown>>,
  T extends { id: number; version: number },
>(
  { item, instrumentId, mutations, onDone }: ChildFormProps<T>,
  { schema, initialValues, what }: { schema: TSchema; initialValues: z.input<TSchema>; what: string },
) => {
  const confirmDiscard = useConfirmDiscard();
  const form = useZodForm({ schema, initialValues });
  const { create, update } = mutations;

  const save = () =>
    form.submit(async (valid) => {
      if (item) await update.mutateAsync({ ...(valid as object), id: item.id, version: item.version });
      else await create.mutateAsync({ ...(valid as object), instrumentId });
    }, onDone);
  const cancel = async () => {
    if (await confirmDiscard(form.values, initialValues, what)) onDone();
  };
  return { ...form, saving: create.isPending || update.isPending, save, cancel };
};
