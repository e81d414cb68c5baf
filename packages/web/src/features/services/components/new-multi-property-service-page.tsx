import { routePaths } from '../../../lib/routes';
import { NewServiceFrame } from './new-service-frame';

/** /service/newMultiProperty: a service on properties of one or more projects; Cancel goes home. */
export const NewMultiPropertyServicePage = () => (
  <NewServiceFrame title="New Multi-Property Service" projectId={null} cancelTo={routePaths.home()} />
);
