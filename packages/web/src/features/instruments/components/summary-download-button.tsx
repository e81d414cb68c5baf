import { Button } from '@mantine/core';
import { useState } from 'react';
import { downloadInstrumentSummary } from '../api/use-instrument-mutations';

/**
 * Downloads the Instrument Summary Output workbook under the name the server gives. A failed download
 * is only logged (spec 3 §8).
 */
export const SummaryDownloadButton = ({ instrumentId }: { instrumentId: number }) => {
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      await downloadInstrumentSummary(instrumentId);
    } catch (error) {
      console.error('The Instrument Summary Output could not be downloaded', error);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button size="xs" variant="default" loading={loading} onClick={() => void download()}>
      Instrument Summary Output
    </Button>
  );
};
