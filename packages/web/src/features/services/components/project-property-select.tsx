import { formatAcres } from '@app/domain';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { serviceQueries } from '../api/service-queries';

type ProjectPropertySelectProps = {
  projectId: number | null;
  /** The chosen property id as text; null for none. */
  value: string | null;
  onChange: (id: string | null) => void;
  error: string | undefined;
};

/** The one property of a new single-property service, from its project's current properties. */
export const ProjectPropertySelect = ({ projectId, value, onChange, error }: ProjectPropertySelectProps) => {
  const currentProperties = useQuery({
    ...serviceQueries.currentProperties(projectId ?? 0),
    enabled: projectId !== null,
  }).data;
  return (
    <Select
      label="Property"
      placeholder="Select Property"
      data={(currentProperties ?? []).map((p) => ({
        value: String(p.id),
        label: `Property ${p.id} (${formatAcres(p.calculatedAcres)} ac)`,
      }))}
      value={value}
      onChange={onChange}
      error={error}
      withAsterisk
    />
  );
};
