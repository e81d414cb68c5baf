import { createContext, type ReactNode, use, useCallback, useState } from 'react';
import { ConfirmDialog, type ConfirmLabels } from './confirm-dialog';

export type ConfirmOptions = { title: string; text: ReactNode; labels?: ConfirmLabels };
type Confirm = (options: ConfirmOptions) => Promise<boolean>;
type Pending = ConfirmOptions & { resolve: (answer: boolean) => void };

const ConfirmContext = createContext<Confirm | null>(null);

/** Hosts the one confirmation dialog of the page, so any component can ask and await the answer. */
export const ConfirmProvider = ({ children }: { children: ReactNode }) => {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        setPending((previous) => {
          previous?.resolve(false);
          return { ...options, resolve };
        });
      }),
    [],
  );
  const answer = (value: boolean) => {
    pending?.resolve(value);
    setPending(null);
  };
  return (
    <ConfirmContext value={confirm}>
      {children}
      <ConfirmDialog
        opened={pending !== null}
        title={pending?.title ?? ''}
        text={pending?.text}
        labels={pending?.labels}
        onConfirm={() => answer(true)}
        onCancel={() => answer(false)}
      />
    </ConfirmContext>
  );
};

/** `await confirm({ title, text })` resolves true on Yes/OK and false on No/Cancel or close. */
export const useConfirm = (): Confirm => {
  const confirm = use(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs a ConfirmProvider');
  return confirm;
};
