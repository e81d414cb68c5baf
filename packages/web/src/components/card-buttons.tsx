import { Button } from '@mantine/core';

/** A card's '+ Add' beside its title; its name says what it adds ('Add Event'). */
export const AddButton = ({ what, onClick }: { what: string; onClick: () => void }) => (
  <Button size="xs" variant="light" aria-label={`Add ${what}`} onClick={onClick}>
    + Add
  </Button>
);

type ItemButtonProps = {
  /** The item's name, so each row's button is told apart ('Edit Executed 03/04/2021'). */
  name: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
};

/** Edit on one item of a card's list. */
export const EditItemButton = ({ name, ...props }: ItemButtonProps) => (
  <Button size="xs" variant="default" aria-label={`Edit ${name}`} {...props}>
    Edit
  </Button>
);

/** Delete on one item of a card's list (the caller asks before removing). */
export const DeleteItemButton = ({ name, ...props }: ItemButtonProps) => (
  <Button size="xs" variant="default" color="red" aria-label={`Delete ${name}`} {...props}>
    Delete
  </Button>
);

/** Edit beside a card's title: opens the card's own form ('Edit Inspection Details'). */
export const EditCardButton = ({ title, onClick }: { title: string; onClick: () => void }) => (
  <Button size="xs" variant="light" aria-label={`Edit ${title}`} onClick={onClick}>
    Edit
  </Button>
);
