import {
  displayOrNone,
  formatDate,
  type Instrument,
  instrumentLabels,
  specificTermLines,
  statusKind,
  TagType,
} from '@app/domain';
import { Badge, Group, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { StatusDot } from '../../../components/status-dot';
import { lookupQuery } from '../../../lib/lookup-queries';

const Field = ({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) => (
  <div style={wide ? { gridColumn: '1 / -1' } : undefined}>
    <Text size="sm" c="dimmed">
      {label}
    </Text>
    <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{children}</div>
  </div>
);

/** The tags: Important (1) as a red badge of its own; the others listed, and in the hover text. */
const Tags = ({ tagTypeIds }: { tagTypeIds: number[] }) => {
  const tags = useQuery(lookupQuery('instrument/instrumenttags')).data;
  const name = (id: number) => tags?.find((t) => t.id === id)?.name ?? '';
  const others = tagTypeIds.filter((id) => id !== TagType.Important).map(name);
  if (tagTypeIds.length === 0) return <Text>None</Text>;
  return (
    <Group gap="xs">
      {tagTypeIds.includes(TagType.Important) && (
        <Badge color="red" variant="filled">
          {name(TagType.Important) || 'Important'}
        </Badge>
      )}
      {others.length > 0 && <Text title={others.join(', ')}>{others.join(', ')}</Text>}
    </Group>
  );
};

/** Every field of the details card (spec 3 §2), 'None' where a value is missing. */
export const InstrumentDetailsView = ({ instrument: i }: { instrument: Instrument }) => {
  const terms = useQuery(lookupQuery('instrument/specificTerms')).data;
  const lines = specificTermLines(
    i.specificTermIds,
    new Map(terms?.map((t) => [t.id, t.name])),
    i.uniqueTerms,
  );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
      <Field label={instrumentLabels.agreementTypeId}>{i.agreementTypeName}</Field>
      <Field label={instrumentLabels.id}>{i.id}</Field>
      <Field label={instrumentLabels.typeId}>{i.typeName ? `${i.typeName} (${i.typeCode})` : 'None'}</Field>
      <Field label="Instrument Status">
        <Group gap="xs" wrap="nowrap">
          <StatusDot kind={statusKind('instrument', i.statusId)} label={i.statusName} />
          <Text>{i.statusName}</Text>
        </Group>
      </Field>
      <Field label={instrumentLabels.instrumentNumber}>{displayOrNone(i.instrumentNumber)}</Field>
      <Field label={instrumentLabels.localityId}>{displayOrNone(i.localityName)}</Field>
      <Field label={instrumentLabels.deedBookPage}>{displayOrNone(i.deedBookPage)}</Field>
      <Field label={instrumentLabels.staffLeadId}>{displayOrNone(i.staffLeadName)}</Field>
      <Field label={instrumentLabels.openDate}>{formatDate(i.openDate)}</Field>
      <Field label={instrumentLabels.executedDate}>{formatDate(i.executedDate)}</Field>
      <Field label={instrumentLabels.recordedDate}>{formatDate(i.recordedDate)}</Field>
      <Field label={instrumentLabels.requestNoticePeriodDays}>
        {i.requestNoticePeriodDays === null ? 'None' : i.requestNoticePeriodDays}
      </Field>
      {i.legacyControlNumber && <Field label="Legacy Control Number(s)">{i.legacyControlNumber}</Field>}
      <Field label="Instrument Tags" wide>
        <Tags tagTypeIds={i.tagTypeIds} />
      </Field>
      <Field label="Specific Terms" wide>
        {lines.length === 0 ? (
          'None'
        ) : (
          <ul style={{ margin: 0, paddingLeft: '1.25em' }}>
            {lines.map((line, index) => (
              // Two terms may read the same; their place in the list tells them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole on every change
              <li key={index}>{line}</li>
            ))}
          </ul>
        )}
      </Field>
      <Field label="Instrument Notes" wide>
        {displayOrNone(i.notes)}
      </Field>
    </SimpleGrid>
  );
};
