import { type CurrentUser, type Property, todayInDisplayZone } from '@app/domain';
import { Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FormButtons } from '../../../components/form-buttons';
import { RecordForm } from '../../../components/record-form';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useEditMode } from '../../../lib/edit-mode';
import { routePaths } from '../../../lib/routes';
import { caseQueries } from '../api/case-queries';
import { useOpenCase } from '../api/use-case-mutations';
import { CaseFields, newCaseValues, useCaseForm } from './case-fields';

type OpenCaseFormProps = { property: Property; observationId: number | null; me: CurrentUser };

const title = 'Open Violation Case';

/**
 * Open Case (issue 33): the case's fields (who reported it is the signed-in user unless changed).
 * Opened from an observation, the case links to it as its first evidence.
 */
export const OpenCaseForm = ({ property, observationId, me }: OpenCaseFormProps) => {
  const navigate = useNavigate();
  const confirmDiscard = useConfirmDiscard();
  const editMode = useEditMode(title);
  const choices = useQuery(caseQueries.restrictions(property.id));
  const create = useOpenCase();
  const initialValues = newCaseValues(me, todayInDisplayZone());
  const form = useCaseForm(initialValues);
  const { start } = editMode;
  useEffect(start, [start]);

  const propertyPage = routePaths.projectProperty(property.projectId, property.id);
  const save = () =>
    form.submit(
      async (valid) => {
        const made = await create.mutateAsync({ ...valid, propertyId: property.id, observationId });
        editMode.stop();
        await navigate(routePaths.violationCase(made.id));
      },
      () => undefined,
    );
  const cancel = async () => {
    if (!(await confirmDiscard(form.values, initialValues, 'this Violation Case'))) return;
    editMode.stop();
    await navigate(propertyPage);
  };

  return (
    <Paper withBorder radius="md" p="md" maw={640}>
      <RecordForm
        label={title}
        onSubmit={() => void save()}
        error={form.saveError ?? choices.error}
        heading={
          <Stack gap={2}>
            <Title order={2} size="h3">
              {title}
            </Title>
            <Text size="sm">
              Property {property.name ?? property.id}
              {observationId !== null &&
                ' · from an observation of its inspection, kept as the first evidence'}
            </Text>
          </Stack>
        }
      >
        {choices.isPending ? (
          <Loader size="sm" aria-label="Loading the instruments' terms" />
        ) : (
          <CaseFields form={form} choices={choices.data ?? []} />
        )}
        <FormButtons saving={create.isPending} onCancel={() => void cancel()} />
      </RecordForm>
    </Paper>
  );
};
