import { Alert } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useEditMode } from '../lib/edit-mode';
import { EditCardButton } from './card-buttons';
import { RecordCard } from './record-card';

/** Shows a message in the card, e.g. what blocks a delete or why a download failed. */
export type ReportProblem = (message: string) => void;

type DetailsCardProps = {
  title: string;
  canEdit: boolean;
  /** Buttons before Edit, such as a download. */
  leading?: (report: ReportProblem) => ReactNode;
  /** The Delete button, shown after Edit. */
  remove?: (report: ReportProblem) => ReactNode;
  view: ReactNode;
  form: (done: () => void) => ReactNode;
};

/** A record's details card: its view, or its form after Edit; the buttons hide while the form is open. */
export const DetailsCard = ({ title, canEdit, leading, remove, view, form }: DetailsCardProps) => {
  const editMode = useEditMode(title);
  const [problem, setProblem] = useState<string | null>(null);

  return (
    <RecordCard
      title={title}
      actions={
        !editMode.editing && (
          <>
            {leading?.(setProblem)}
            {canEdit && (
              <EditCardButton
                title={title}
                onClick={() => {
                  setProblem(null);
                  editMode.start();
                }}
              />
            )}
            {remove?.(setProblem)}
          </>
        )
      }
    >
      {problem && (
        <Alert color="red" role="alert" mb="sm" withCloseButton onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {editMode.editing ? form(editMode.stop) : view}
    </RecordCard>
  );
};
