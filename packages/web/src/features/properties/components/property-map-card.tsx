import type { Property } from '@app/domain';
import { RecordCard } from '../../../components/record-card';
import { fillTemplate } from '../../../lib/config';
import { useConfig } from '../../../lib/config-context';

/** The configured map; a template may place the property with {propertyId} and {projectId}. */
export const PropertyMapCard = ({ property }: { property: Property }) => {
  const { links } = useConfig();
  return (
    <RecordCard title="Map">
      <iframe
        title={`Map of Property ${property.id}`}
        src={fillTemplate(links.map, { propertyId: property.id, projectId: property.projectId })}
        style={{ width: '100%', height: 400, border: 0 }}
      />
    </RecordCard>
  );
};
