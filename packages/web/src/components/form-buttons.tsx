import { Button, Group } from '@mantine/core';

/** Cancel and Save at the foot of a form: Cancel waits while a save runs, Save shows it running. */
export const FormButtons = ({ saving, onCancel }: { saving: boolean; onCancel: () => void }) => (
  <Group justify="flex-end">
    <Button variant="default" onClick={onCancel} disabled={saving}>
      Cancel
    </Button>
    <Button type="submit" loading={saving}>
      Save
    </Button>
  </Group>
);
