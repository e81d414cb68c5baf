import { useParams } from 'react-router';
import { routePaths } from '../../../lib/routes';
import { NewServiceFrame } from './new-service-frame';

/** /project/{id}/services/new: a single-property service of this project; Cancel returns to its services. */
export const NewServicePage = () => {
  const projectId = Number(useParams().project_id);
  return (
    <NewServiceFrame
      title="New Service"
      projectId={projectId}
      cancelTo={routePaths.projectServices(projectId)}
    />
  );
};
