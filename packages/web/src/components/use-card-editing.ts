import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useEditMode } from '../lib/edit-mode';
import { type ConfirmOptions, useConfirm } from './confirm-provider';

/** A mutation whose error the card shows until the next action (React Query's `reset`). */
type Resettable = { reset: () => void };

/**
 * The editing state of a card that lists records, in one place: which form is open (one at a time,
 * registered in edit mode so leaving the page asks first), Reload after a 409 (closes the form and
 * reads the list again), and the question before a delete. Each new action clears the errors of the
 * last one.
 */
export const useCardEditing = <Form>({
  title,
  actions,
  listKey,
}: {
  /** The card's title: its edit-mode area. */
  title: string;
  /** The card's own mutations (delete, make primary …). */
  actions: Resettable[];
  /** The query the card lists. */
  listKey: QueryKey;
}) => {
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const editMode = useEditMode(title);
  const [form, setForm] = useState<Form | null>(null);

  const resetActions = () => {
    for (const action of actions) action.reset();
  };
  const open = (next: Form) => {
    resetActions();
    setForm(next);
    editMode.start();
  };
  const close = () => {
    setForm(null);
    editMode.stop();
  };
  const reload = () => {
    resetActions();
    close();
    void queryClient.invalidateQueries({ queryKey: listKey });
  };
  /** Asks `question`; does `act` on Yes. */
  const confirmThen = async (question: ConfirmOptions, act: () => void) => {
    resetActions();
    if (await confirm(question)) act();
  };
  return { form, open, close, reload, resetActions, confirmThen };
};
