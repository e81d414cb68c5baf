import {
  canWrite,
  isAdmin,
  type LookupOption,
  mayEditReview,
  type Review,
  type ReviewUser,
  reviewMessages,
} from '@app/domain';
import { Alert, Button, Loader, Modal, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AddButton } from '../../../components/card-buttons';
import { CardList } from '../../../components/card-list';
import { useConfirm } from '../../../components/confirm-provider';
import { RecordCard } from '../../../components/record-card';
import { useCardEditing } from '../../../components/use-card-editing';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { lookupQuery } from '../../../lib/lookup-queries';
import { type ChildParent, EventForm, eventQueries } from '../../events';
import { reviewKeys, reviewQueries } from '../api/reviews-queries';
import { ReviewAddForm } from './review-add-form';
import { ReviewEditForm } from './review-edit-form';
import { ReviewItem } from './review-item';

export type ReviewsCardProps = { parent: ChildParent; projectId: number };

const title = 'Reviews';

type OpenForm = { kind: 'add' } | { kind: 'edit'; id: number };

/**
 * The review workflow of an instrument or a service (spec 3 §4): writers assign reviews; the assignee,
 * the assigner and admins edit an open one; completing one offers to add a relevant event. Starts
 * collapsed.
 */
export const ReviewsCard = ({ parent }: ReviewsCardProps) => {
  const me = useCurrentUser();
  const confirm = useConfirm();
  const reviews = useQuery(reviewQueries.list(parent));
  const statuses = useQuery(lookupQuery<LookupOption>('review/statuses'));
  const eventTypes = useQuery(eventQueries.types(parent.type));
  const { form, open, close, reload } = useCardEditing<OpenForm>({
    title,
    actions: [],
    listKey: reviewKeys.list(parent),
  });
  const [addingEvent, setAddingEvent] = useState(false);
  const writer = me !== undefined && canWrite(me);
  const user: ReviewUser | null = me ? { userId: me.id, isAdmin: isAdmin(me) } : null;

  const edited = async (completed: boolean) => {
    close();
    if (
      completed &&
      (await confirm({ title: 'Add Event', text: reviewMessages.addEventQuestion, labels: 'yes-no' }))
    )
      setAddingEvent(true);
  };

  const renderReview = (review: Review) => {
    if (form?.kind === 'edit' && form.id === review.id && user)
      return statuses.data ? (
        <ReviewEditForm
          review={review}
          user={user}
          statuses={statuses.data}
          onDone={(completed) => void edited(completed)}
          onReload={reload}
        />
      ) : (
        <Loader size="sm" aria-label="Loading the review statuses" />
      );
    const canEdit = writer && !form && user !== null && mayEditReview(review, user);
    return (
      <ReviewItem
        review={review}
        actions={
          canEdit && (
            <Button
              size="xs"
              variant="default"
              aria-label={`Edit Review for ${review.assigneeName}`}
              onClick={() => open({ kind: 'edit', id: review.id })}
            >
              Edit
            </Button>
          )
        }
      />
    );
  };

  return (
    <RecordCard
      title={title}
      defaultExpanded={false}
      actions={writer && !form && <AddButton what="Review" onClick={() => open({ kind: 'add' })} />}
    >
      <Stack gap="sm">
        {form?.kind === 'add' && <ReviewAddForm parent={parent} onDone={close} />}
        {reviews.isPending && <Loader size="sm" aria-label="Loading the reviews" />}
        {reviews.isError && (
          <Alert color="red" role="alert">
            {reviews.error.message}
          </Alert>
        )}
        {reviews.isSuccess && (
          <CardList
            items={reviews.data}
            getKey={(review) => review.id}
            title={title}
            parent={parent.type === 'instrument' ? 'Instrument' : 'Service'}
            renderItem={renderReview}
          />
        )}
      </Stack>
      <Modal
        opened={addingEvent}
        onClose={() => setAddingEvent(false)}
        title="Add a Relevant Event"
        size="lg"
      >
        {addingEvent &&
          (eventTypes.data && user ? (
            <EventForm
              parent={parent}
              eventTypes={eventTypes.data}
              isAdmin={user.isAdmin}
              onDone={() => setAddingEvent(false)}
              onReload={() => setAddingEvent(false)}
            />
          ) : (
            <Loader size="sm" aria-label="Loading the event types" />
          ))}
      </Modal>
    </RecordCard>
  );
};
