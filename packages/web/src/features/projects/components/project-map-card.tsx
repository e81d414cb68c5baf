import { RecordCard } from '../../../components/record-card';
import { fillTemplate } from '../../../lib/config';
import { useConfig } from '../../../lib/config-context';

/** The project on the map of the configuration; a template with {projectId} places it. */
export const ProjectMapCard = ({ projectId }: { projectId: number }) => {
  const { links } = useConfig();
  return (
    <RecordCard title="Map">
      {/* 400 high like the document frame: the home page's statewide map has 500, a project needs less. */}
      <iframe
        title={`Map of Project ${projectId}`}
        src={fillTemplate(links.map, { projectId })}
        style={{ width: '100%', height: 400, border: 0, display: 'block' }}
      />
    </RecordCard>
  );
};
