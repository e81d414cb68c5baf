import type { Instrument } from '@app/domain';
import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { RecordCard } from '../../../components/record-card';
import { useEditMode } from '../../../lib/edit-mode';
import { DeleteInstrumentButton } from './delete-instrument-button';
import { InstrumentDetailsForm } from './instrument-details-form';
import { InstrumentDetailsView } from './instrument-details-view';
import { SummaryDownloadButton } from './summary-download-button';
import type { InstrumentAccess } from './use-instrument-access';

const title = 'Instrument Details';

/** The details in view or edit; the summary workbook for anyone, Edit for writers, Delete for an Admin. */
export const InstrumentDetailsCard = ({
  instrument,
  access,
}: {
  instrument: Instrument;
  access: InstrumentAccess;
}) => {
  const editMode = useEditMode(title);
  const [blocked, setBlocked] = useState<string | null>(null);

  return (
    <RecordCard
      title={title}
      actions={
        !editMode.editing && (
          <>
            <SummaryDownloadButton instrumentId={instrument.id} />
            {access.canEdit && (
              <Button
                size="xs"
                variant="light"
                aria-label="Edit Instrument Details"
                onClick={() => {
                  setBlocked(null);
                  editMode.start();
                }}
              >
                Edit
              </Button>
            )}
            {access.canDelete && <DeleteInstrumentButton instrument={instrument} onBlocked={setBlocked} />}
          </>
        )
      }
    >
      {blocked && (
        <Alert color="red" role="alert" mb="sm" withCloseButton onClose={() => setBlocked(null)}>
          {blocked}
        </Alert>
      )}
      {editMode.editing ? (
        <InstrumentDetailsForm instrument={instrument} onDone={editMode.stop} />
      ) : (
        <InstrumentDetailsView instrument={instrument} />
      )}
    </RecordCard>
  );
};
