import { useConfirm } from './confirm-provider';

/**
 * Cancel on a form: true when nothing changed, or when the user agrees to lose the changes to
 * `what` ('this Contact', 'the Property Details').
 */
export const useConfirmDiscard = () => {
  const confirm = useConfirm();
  return async (values: unknown, initialValues: unknown, what: string) =>
    JSON.stringify(values) === JSON.stringify(initialValues) ||
    confirm({
      title: 'Discard changes?',
      text: `Any changes you have made to ${what} will be lost. Are you sure you want to cancel?`,
    });
};
