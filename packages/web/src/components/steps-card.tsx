import { formatDate } from '@app/domain';
import { Button, Group, Stack, Text, Timeline } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { RecordCard } from './record-card';

type Step = { id: number; statusId: number; on: string; byName: string; note: string | null };

type StepsCardProps = {
  /** Oldest first. */
  steps: readonly Step[];
  statusLabel: (statusId: number) => string;
  /** The statuses this user may move the record to now (the domain's rule, as the API's). */
  choices: readonly number[];
  /** The form of the chosen step; `close` goes back to the buttons. */
  stepForm: (statusId: number, close: () => void) => ReactNode;
  /** Said under the buttons (e.g. which steps are an Admin's). */
  footer?: ReactNode;
};

/**
 * A record's steps as a timeline (each dated, by whom, with its note) and a button for each next step
 * the user may take, opening its form: a violation case's and an owner's request's (issue 33).
 */
export const StepsCard = ({ steps, statusLabel, choices, stepForm, footer }: StepsCardProps) => {
  const [choosing, setChoosing] = useState<number | null>(null);
  return (
    <RecordCard title="Steps">
      <Stack gap="md">
        <Timeline active={steps.length - 1} bulletSize={14} lineWidth={2}>
          {steps.map((step) => (
            <Timeline.Item key={step.id} title={statusLabel(step.statusId)}>
              <Text size="sm">
                {formatDate(step.on)} by {step.byName}
              </Text>
              {step.note && (
                <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  {step.note}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
        {choosing !== null
          ? stepForm(choosing, () => setChoosing(null))
          : choices.length > 0 && (
              <Group gap="xs">
                {choices.map((statusId) => (
                  <Button key={statusId} size="xs" variant="light" onClick={() => setChoosing(statusId)}>
                    {statusLabel(statusId)}
                  </Button>
                ))}
              </Group>
            )}
        {footer}
      </Stack>
    </RecordCard>
  );
};
