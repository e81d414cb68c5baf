import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { projectQueries } from './projects-queries';

/** The project of the route; the project shell renders its screens only once it has loaded. */
export const useCurrentProject = () => {
  const projectId = Number(useParams().project_id);
  return useSuspenseQuery(projectQueries.detail(projectId)).data;
};
