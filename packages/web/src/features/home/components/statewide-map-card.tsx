import { RecordCard } from '../../../components/record-card';
import { useConfig } from '../../../lib/config-context';

/** The statewide map of the configuration (MAP_URL), open by default, 500 high (spec 1 §2). */
export const StatewideMapCard = () => {
  const { links } = useConfig();
  // The project pages fill {projectId} in the same address; the statewide map has no project.
  const src = links.map.replace(/\{\w+\}/g, '');
  return (
    <RecordCard title="Statewide Map">
      <iframe
        title="Statewide map"
        src={src}
        style={{ width: '100%', height: 500, border: 0, display: 'block' }}
      />
    </RecordCard>
  );
};
