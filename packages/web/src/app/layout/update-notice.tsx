import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { useEditModeRegistry } from '../../lib/edit-mode';
import { useAppUpdate } from '../../lib/service-worker/app-update';

/**
 * Offers a new release once the service worker has installed it. It starts only when the user says so,
 * and not while a form is open: reloading would lose what was typed.
 */
export const UpdateNotice = () => {
  const apply = useAppUpdate();
  const { isEditing } = useEditModeRegistry();
  if (!apply) return null;
  return (
    <Affix position={{ bottom: 16, right: 16 }} maw="calc(100vw - 32px)">
      <Paper withBorder shadow="md" p="sm" role="status">
        <Group gap="sm" wrap="nowrap">
          <Text size="sm">
            {isEditing
              ? 'A new version of Conservation Records is ready: reload after saving or cancelling the open form.'
              : 'A new version of Conservation Records is ready.'}
          </Text>
          {!isEditing && (
            <Button size="sm" onClick={apply}>
              Reload
            </Button>
          )}
        </Group>
      </Paper>
    </Affix>
  );
};
