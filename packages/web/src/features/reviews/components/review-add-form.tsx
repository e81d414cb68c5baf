import { assigneeRefusal, type ReviewFormInput, reviewFormSchema } from '@app/domain';
import { ActionIcon, Button, Group, Select, Stack, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CardForm } from '../../../components/card-form';
import { FormButtons } from '../../../components/form-buttons';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useZodForm } from '../../../lib/use-zod-form';
import { usersQueries } from '../../../lib/users-queries';
import { type ChildParent, childParentIds } from '../../events';
import { useCreateReviews } from '../api/use-review-mutations';

type ReviewAddFormProps = { parent: ChildParent; onDone: () => void };

const initialValues: ReviewFormInput = { assigneeId: '', assigneeIds: [], instructions: '', comments: '' };

/**
 * Assigns a review (spec 3 §5): an assignee, any additional assignees (each once), instructions and
 * optional comments. One review is made per assignee, assigned by the signed-in user.
 */
export const ReviewAddForm = ({ parent, onDone }: ReviewAddFormProps) => {
  const confirmDiscard = useConfirmDiscard();
  const users = useQuery(usersQueries.active());
  const create = useCreateReviews();
  const form = useZodForm({ schema: reviewFormSchema, initialValues });
  const { values, errors, setValue, saveError } = form;
  const others = (values.assigneeIds ?? []) as string[];
  const userOptions = (users.data ?? [])
    .filter((u) => assigneeRefusal(u) === null && u.id !== 0)
    .map((u) => ({ value: String(u.id), label: u.name }));

  const save = () =>
    form.submit(async (valid) => {
      await create.mutateAsync({ ...valid, ...childParentIds(parent) });
    }, onDone);
  const cancel = async () => {
    if (await confirmDiscard(values, initialValues, 'this Review')) onDone();
  };
  const setOther = (index: number, id: string | null) =>
    setValue(
      'assigneeIds',
      others.map((v, i) => (i === index ? (id ?? '') : v)),
    );

  return (
    <CardForm heading="Add Review" onSubmit={() => void save()} error={saveError} onReload={onDone}>
      <Select
        label="Assignee"
        data={userOptions}
        {...form.choice('assigneeId')}
        disabled={!users.data}
        searchable
        withAsterisk
        data-autofocus
      />
      {others.length > 0 && (
        <Stack gap="xs">
          {others.map((id, index) => (
            // Rows are positions in the list: the position is the identity of an additional assignee.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <Select
                label={`Additional Assignee ${index + 1}`}
                data={userOptions}
                value={id === '' ? null : id}
                onChange={(next) => setOther(index, next)}
                error={errors[`assigneeIds.${index}`]}
                searchable
                withAsterisk
                style={{ flex: 1 }}
              />
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={`Remove Additional Assignee ${index + 1}`}
                onClick={() =>
                  setValue(
                    'assigneeIds',
                    others.filter((_, i) => i !== index),
                  )
                }
                mb={errors[`assigneeIds.${index}`] ? 22 : 0}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      {errors.assigneeIds && (
        <div role="alert" style={{ color: 'var(--mantine-color-error)' }}>
          {errors.assigneeIds}
        </div>
      )}
      <Group>
        <Button size="xs" variant="subtle" onClick={() => setValue('assigneeIds', [...others, ''])}>
          + Add Assignee
        </Button>
      </Group>
      <Textarea label="Instructions" {...form.text('instructions')} rows={2} maxLength={256} withAsterisk />
      <Textarea label="Reviewer Comments" {...form.text('comments')} rows={2} maxLength={250} />
      <FormButtons saving={create.isPending} onCancel={() => void cancel()} />
    </CardForm>
  );
};
