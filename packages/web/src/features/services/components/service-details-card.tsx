import type { Service } from '@app/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DeleteWithBlockersButton } from '../../../components/delete-with-blockers-button';
import { DetailsCard, type ReportProblem } from '../../../components/details-card';
import { routePaths } from '../../../lib/routes';
import { downloadInspectionForm, useDeleteService } from '../api/use-service-mutations';
import { EditServiceForm } from './edit-service-form';
import { ServiceDetailsView } from './service-details-view';
import type { ServiceAccess } from './use-service-access';

type ServiceDetailsCardProps = { service: Service; projectId: number; access: ServiceAccess };

const InspectionFormButton = ({
  serviceId,
  projectId,
  report,
}: {
  serviceId: number;
  projectId: number;
  report: ReportProblem;
}) => {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadInspectionForm(serviceId, projectId);
    } catch (error) {
      report(error instanceof Error ? error.message : String(error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button size="xs" variant="default" loading={downloading} onClick={() => void download()}>
      Inspection Form
    </Button>
  );
};

/** The details in view or edit (spec 2 §2); the Word inspection form for everyone, Delete for an Admin. */
export const ServiceDetailsCard = ({ service, projectId, access }: ServiceDetailsCardProps) => {
  const navigate = useNavigate();
  const remove = useDeleteService();

  return (
    <DetailsCard
      title="Service Details"
      canEdit={access.canEdit}
      leading={(report) => (
        <InspectionFormButton serviceId={service.id} projectId={projectId} report={report} />
      )}
      remove={(report) =>
        access.canDelete && (
          <DeleteWithBlockersButton
            record={`Service ${service.id}`}
            title="Delete Service"
            question={`Are you sure you want to delete Service ${service.id}? Its events, observations, photos, reviews and contacts are deleted with it.`}
            checkBlocker={async () => null}
            remove={async () => ({
              title: 'Service deleted',
              message: (await remove.mutateAsync(service)).message,
            })}
            deleting={remove.isPending}
            onDeleted={() => navigate(routePaths.projectServices(projectId))}
            onBlocked={report}
          />
        )
      }
      view={<ServiceDetailsView service={service} />}
      form={(done) => (
        <EditServiceForm service={service} canEditStatus={access.canEditStatus} onDone={done} />
      )}
    />
  );
};
