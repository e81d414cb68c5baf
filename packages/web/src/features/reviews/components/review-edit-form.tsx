import {
  type LookupOption,
  mayEditReviewComments,
  mayEditReviewInstructions,
  type Review,
  ReviewStatus,
  type ReviewUser,
  reviewEditSchema,
  reviewMessages,
  reviewStatusChoices,
} from '@app/domain';
import { Select, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { CardForm } from '../../../components/card-form';
import { useConfirm } from '../../../components/confirm-provider';
import { FormButtons } from '../../../components/form-buttons';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateReview } from '../api/use-review-mutations';

type ReviewEditFormProps = {
  review: Review;
  user: ReviewUser;
  statuses: readonly LookupOption[];
  /** Closes the form; `completed` when the save made the review Complete. */
  onDone: (completed: boolean) => void;
  onReload: () => void;
};

/** The status select of a review: the choices of spec 3 §4 for this user, named from the lookup. */
export const reviewStatusOptions = (review: Review, user: ReviewUser, statuses: readonly LookupOption[]) =>
  reviewStatusChoices(review, user)?.map((id) => ({
    value: String(id),
    label: statuses.find((s) => s.id === id)?.name ?? String(id),
  })) ?? null;

/**
 * Edits an open review (spec 3 §4): the status among the user's choices (others see it as text),
 * instructions for admins and the assigner, comments for admins and the assignee. Withdrawn asks
 * first and deletes the review.
 */
export const ReviewEditForm = ({ review, user, statuses, onDone, onReload }: ReviewEditFormProps) => {
  const confirm = useConfirm();
  const confirmDiscard = useConfirmDiscard();
  const update = useUpdateReview();
  const [saveError, setSaveError] = useState<unknown>(null);
  const initialValues = {
    reviewStatusId: String(review.reviewStatusId),
    instructions: review.instructions,
    comments: review.comments ?? '',
  };
  const form = useZodForm({ schema: reviewEditSchema, initialValues });
  const { values, errors, setValue } = form;
  const statusOptions = reviewStatusOptions(review, user, statuses);

  const save = async () => {
    setSaveError(null);
    const valid = form.validate();
    if (!valid) return;
    const withdrawing = valid.reviewStatusId === ReviewStatus.Withdrawn;
    if (
      withdrawing &&
      !(await confirm({
        title: 'Withdraw Review',
        text: reviewMessages.withdrawQuestion,
        labels: 'yes-no',
      }))
    )
      return;
    try {
      await update.mutateAsync({ ...valid, id: review.id, version: review.version });
      onDone(valid.reviewStatusId === ReviewStatus.Complete);
    } catch (error) {
      form.applyServerError(error);
      setSaveError(error);
    }
  };
  const cancel = async () => {
    if (await confirmDiscard(values, initialValues, 'this Review')) onDone(false);
  };

  return (
    <CardForm
      heading={`Edit Review for ${review.assigneeName}`}
      onSubmit={() => void save()}
      error={saveError}
      onReload={onReload}
    >
      {statusOptions ? (
        <Select
          searchable
          label="Status"
          data={statusOptions}
          value={String(values.reviewStatusId)}
          onChange={(id) => id && setValue('reviewStatusId', id)}
          error={errors.reviewStatusId}
          allowDeselect={false}
          data-autofocus
        />
      ) : (
        <Text size="sm">
          <Text span c="dimmed" size="sm">
            Status:
          </Text>{' '}
          {review.reviewStatusName}
        </Text>
      )}
      <Textarea
        label="Instructions"
        {...form.text('instructions')}
        disabled={!mayEditReviewInstructions(review, user)}
        rows={2}
        maxLength={256}
        withAsterisk
      />
      <Textarea
        label="Reviewer Comments"
        {...form.text('comments')}
        disabled={!mayEditReviewComments(review, user)}
        rows={2}
        maxLength={250}
      />
      <FormButtons saving={update.isPending} onCancel={() => void cancel()} />
    </CardForm>
  );
};
