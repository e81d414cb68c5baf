import { type BuiltEnvironmentFeature, builtEnvironmentFeatureMoveSchema, canMoveFeature } from '@app/domain';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirm } from '../../../components/confirm-provider';
import { isApiError } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { propertyQueries } from '../api/property-queries';
import { useMoveFeature } from '../api/use-feature-mutations';

type MoveFeatureFormProps = { feature: BuiltEnvironmentFeature; onDone: () => void };

/**
 * The move of spec 2 §2 in two steps: the destination property id (required, numeric, an existing
 * property, not this one — read through GET property/{id}), then Yes or No. The server checks again.
 */
export const MoveFeatureForm = ({ feature, onDone }: MoveFeatureFormProps) => {
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const move = useMoveFeature(feature.propertyId);
  const form = useZodForm({
    schema: builtEnvironmentFeatureMoveSchema,
    initialValues: { destinationPropertyId: '', version: feature.version },
  });
  const [checking, setChecking] = useState(false);
  const [moveError, setMoveError] = useState<string | null>(null);
  // The existence and same-property rules answer after the schema's checks, from the server's data.
  const [ruleError, setRuleError] = useState<string | null>(null);

  /** Step one: the destination as the server knows it, or its message under the field. */
  const findDestination = async (id: number) => {
    try {
      return await queryClient.fetchQuery(propertyQueries.detail(id));
    } catch (error) {
      if (isApiError(error) && error.status === 404) return undefined;
      throw error;
    }
  };

  const submit = async () => {
    setMoveError(null);
    setRuleError(null);
    const valid = form.validate();
    if (!valid) return;
    const id = valid.destinationPropertyId;
    let destination: Awaited<ReturnType<typeof findDestination>>;
    try {
      setChecking(true);
      destination = await findDestination(id);
    } catch (error) {
      setMoveError(error instanceof Error ? error.message : String(error));
      return;
    } finally {
      setChecking(false);
    }
    const blocked = canMoveFeature({ propertyId: feature.propertyId, destination });
    if (blocked || !destination) {
      setRuleError(blocked);
      return;
    }
    // Step two: Yes moves, No leaves the feature where it is with the id still typed.
    const yes = await confirm({
      title: 'Move Built Environment Feature',
      text: `Move '${feature.description}' to Property ${destination.id}${destination.name ? ` (${destination.name})` : ''} in Project ${destination.projectId}?`,
    });
    if (!yes) return;
    try {
      await move.mutateAsync({ feature, destinationPropertyId: destination.id });
      notifications.show({
        message: `'${feature.description}' was moved to Property ${destination.id}.`,
        color: 'green',
      });
      onDone();
    } catch (error) {
      const message = form.applyServerError(error);
      if (!(isApiError(error) && error.fieldError('destinationPropertyId'))) setMoveError(message);
    }
  };

  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      component="form"
      aria-label={`Move ${feature.description}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        <Text fw={600}>Move {feature.description} to another Property</Text>
        {moveError && (
          <Alert color="red" role="alert">
            {moveError}
          </Alert>
        )}
        <TextInput
          label="Destination Property ID"
          value={String(form.values.destinationPropertyId ?? '')}
          onChange={(event) => {
            setRuleError(null);
            form.setValue('destinationPropertyId', event.currentTarget.value);
          }}
          error={form.errors.destinationPropertyId ?? ruleError}
          inputMode="numeric"
          withAsterisk
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={move.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={checking || move.isPending}>
            Move
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
