import { Button } from '@mantine/core';
import { useState } from 'react';

type ExportButtonProps = {
  label: string;
  /** Downloads the file. */
  onExport: () => Promise<unknown>;
};

/** An export button (search results, spec 1 §2, §8; the accreditation ledger): 'Exporting...' while it runs; a failure is only logged. */
export const ExportButton = ({ label, onExport }: ExportButtonProps) => {
  const [exporting, setExporting] = useState(false);
  return (
    <Button
      size="xs"
      variant="default"
      disabled={exporting}
      onClick={async () => {
        setExporting(true);
        try {
          await onExport();
        } catch (error) {
          console.error('Export failed', error);
        } finally {
          setExporting(false);
        }
      }}
    >
      {exporting ? 'Exporting...' : label}
    </Button>
  );
};
