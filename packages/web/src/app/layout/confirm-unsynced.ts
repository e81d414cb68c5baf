import type { useConfirm } from '../../components/confirm-provider';

/**
 * Before signing out: items saved in the field and not yet on the server are named, and the answer
 * defaults to staying signed in. They stay on this device either way and are sent after the next sign-in.
 */
export const confirmUnsynced = async (confirm: ReturnType<typeof useConfirm>): Promise<boolean> => {
  const field = await import('../../features/field');
  const count = await field.countUnsynced(field.fieldDb);
  if (count === 0) return true;
  return confirm({
    title: 'Sign out with items not yet synced?',
    text: `${field.unsyncedText(count)}. They stay on this device and are sent once you sign in again. Sign out?`,
  });
};
