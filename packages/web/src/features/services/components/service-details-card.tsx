import type { Service } from '@app/domain';
import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DeleteWithBlockersButton } from '../../../components/delete-with-blockers-button';
import { RecordCard } from '../../../components/record-card';
import { useEditMode } from '../../../lib/edit-mode';
import { routePaths } from '../../../lib/routes';
import { downloadInspectionForm, useDeleteService } from '../api/use-service-mutations';
import { ServiceDetailsView } from './service-details-view';
import { ServiceForm } from './service-form';
import type { ServiceAccess } from './use-service-access';

const title = 'Service Details';

type ServiceDetailsCardProps = { service: Service; projectId: number; access: ServiceAccess };

/** The details in view or edit (spec 2 §2); the Word inspection form for everyone, Delete for an Admin. */
export const ServiceDetailsCard = ({ service, projectId, access }: ServiceDetailsCardProps) => {
  const editMode = useEditMode(title);
  const navigate = useNavigate();
  const remove = useDeleteService();
  const [problem, setProblem] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadInspectionForm(service.id, projectId);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <RecordCard
      title={title}
      actions={
        !editMode.editing && (
          <>
            <Button size="xs" variant="default" loading={downloading} onClick={() => void download()}>
              Inspection Form
            </Button>
            {access.canEdit && (
              <Button size="xs" variant="light" aria-label="Edit Service Details" onClick={editMode.start}>
                Edit
              </Button>
            )}
            {access.canDelete && (
              <DeleteWithBlockersButton
                record={`Service ${service.id}`}
                title="Delete Service"
                question={`Are you sure you want to delete Service ${service.id}? Its events, observations, reviews and contacts are deleted with it.`}
                checkBlocker={async () => null}
                remove={async () => ({
                  title: 'Service deleted',
                  message: (await remove.mutateAsync(service)).message,
                })}
                deleting={remove.isPending}
                onDeleted={() => navigate(routePaths.projectServices(projectId))}
                onBlocked={setProblem}
              />
            )}
          </>
        )
      }
    >
      {problem && (
        <Alert color="red" role="alert" mb="sm" withCloseButton onClose={() => setProblem(null)}>
          {problem}
        </Alert>
      )}
      {editMode.editing ? (
        <ServiceForm
          mode="edit"
          service={service}
          canEditStatus={access.canEditStatus}
          onSaved={editMode.stop}
          onCancel={editMode.stop}
        />
      ) : (
        <ServiceDetailsView service={service} />
      )}
    </RecordCard>
  );
};
