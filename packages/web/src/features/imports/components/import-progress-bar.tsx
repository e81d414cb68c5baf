import { type ImportProgressStep, importProgressText } from '@app/domain';
import { Progress, Stack, Text } from '@mantine/core';

/**
 * The step running, as a bar: how many rows are checked or written of all of them, once the server has
 * read the file and said so; until then a moving bar.
 */
export const ImportProgressBar = ({
  writing,
  progress,
}: {
  /** The commit (else the check): what the bar is called before the first step. */
  writing: boolean;
  progress: ImportProgressStep | null;
}) => {
  const counting = progress && progress.phase !== 'read' && progress.total > 0;
  const label = progress?.phase === 'written' || (!progress && writing) ? 'Writing' : 'Checking';
  return (
    <Stack gap={4} aria-live="polite">
      <Text size="sm">{progress ? `${importProgressText(progress)}…` : 'Reading the file…'}</Text>
      {counting ? (
        <Progress value={(progress.rows / progress.total) * 100} aria-label={`${label}: rows done`} />
      ) : (
        <Progress value={100} animated striped aria-label={label} />
      )}
    </Stack>
  );
};
