import { Alert, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AddButton, DeleteItemButton, EditItemButton } from '../../../components/card-buttons';
import { CardList } from '../../../components/card-list';
import { RecordCard } from '../../../components/record-card';
import { ServerErrorAlert } from '../../../components/server-error-alert';
import { useCardEditing } from '../../../components/use-card-editing';
import {
  type InstrumentChildList,
  instrumentDetailKeys,
  instrumentDetailQuery,
  useInstrumentDetailMutations,
} from '../api/instrument-detail-queries';

type Item = { id: number; version: number };
type Mutations = ReturnType<typeof useInstrumentDetailMutations>;

/** What a card's form is handed: the record (none when adding), the save calls and the way out. */
export type ChildFormProps<T> = {
  item?: T;
  instrumentId: number;
  mutations: Mutations;
  onDone: () => void;
  onReload: () => void;
};

type InstrumentChildCardProps<T extends Item> = {
  title: string;
  list: InstrumentChildList;
  instrumentId: number;
  canEdit: boolean;
  /** The singular, for the Add button and the delete question ('Building/Activity Area'). */
  singular: string;
  /** How a record is named on its buttons and in the delete question. */
  nameOf: (item: T) => string;
  renderItem: (item: T, actions: ReactNode) => ReactNode;
  renderForm: (props: ChildFormProps<T>) => ReactNode;
};

/**
 * One of the instrument's child cards (spec 3 §2): the list in the server's order, and for writers
 * '+ Add', Edit and Delete (after a question), one form open at a time.
 */
export const InstrumentChildCard = <T extends Item>({
  title,
  list,
  instrumentId,
  canEdit,
  singular,
  nameOf,
  renderItem,
  renderForm,
}: InstrumentChildCardProps<T>) => {
  const items = useQuery(instrumentDetailQuery(list, instrumentId));
  const mutations = useInstrumentDetailMutations(list, instrumentId);
  const { remove } = mutations;
  const { form, open, close, reload, confirmThen } = useCardEditing<{ id: number | null }>({
    title,
    actions: [remove],
    listKey: instrumentDetailKeys.list(list, instrumentId),
  });
  const formFor = (item?: T) =>
    renderForm({ item, instrumentId, mutations, onDone: close, onReload: reload });

  const actionsFor = (item: T) =>
    canEdit &&
    !form && (
      <>
        <EditItemButton name={nameOf(item)} onClick={() => open({ id: item.id })} />
        <DeleteItemButton
          name={nameOf(item)}
          loading={remove.isPending && remove.variables?.id === item.id}
          onClick={() =>
            void confirmThen(
              { title: `Delete ${singular}`, text: `Are you sure you want to delete ${nameOf(item)}?` },
              () => remove.mutate(item),
            )
          }
        />
      </>
    );

  return (
    <RecordCard
      title={title}
      actions={canEdit && !form && <AddButton what={singular} onClick={() => open({ id: null })} />}
    >
      <Stack gap="sm">
        {remove.isError && <ServerErrorAlert error={remove.error} onReload={reload} />}
        {form?.id === null && formFor()}
        {items.isPending && <Loader size="sm" aria-label={`Loading the ${title}`} />}
        {items.isError && (
          <Alert color="red" role="alert">
            {items.error.message}
          </Alert>
        )}
        {items.isSuccess && (
          <CardList
            items={items.data as unknown as T[]}
            getKey={(item) => item.id}
            title={title}
            parent="Instrument"
            renderItem={(item) => (form?.id === item.id ? formFor(item) : renderItem(item, actionsFor(item)))}
          />
        )}
      </Stack>
    </RecordCard>
  );
};
