import type { Instrument } from '@app/domain';
import { DetailsCard } from '../../../components/details-card';
import { DeleteInstrumentButton } from './delete-instrument-button';
import { InstrumentDetailsForm } from './instrument-details-form';
import { InstrumentDetailsView } from './instrument-details-view';
import { SummaryDownloadButton } from './summary-download-button';
import type { InstrumentAccess } from './use-instrument-access';

/** The details in view or edit; the summary workbook for anyone, Edit for writers, Delete for an Admin. */
export const InstrumentDetailsCard = ({
  instrument,
  access,
}: {
  instrument: Instrument;
  access: InstrumentAccess;
}) => (
  <DetailsCard
    title="Instrument Details"
    canEdit={access.canEdit}
    leading={() => <SummaryDownloadButton instrumentId={instrument.id} />}
    remove={(report) =>
      access.canDelete && <DeleteInstrumentButton instrument={instrument} onBlocked={report} />
    }
    view={<InstrumentDetailsView instrument={instrument} />}
    form={(done) => <InstrumentDetailsForm instrument={instrument} onDone={done} />}
  />
);
