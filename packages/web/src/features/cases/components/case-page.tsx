import {
  adminOnlyCaseStatuses,
  canWrite,
  caseFollowUpText,
  caseStepChoices,
  formatDate,
  isAdmin,
  isCaseOpen,
  isViewOnly,
  type ViolationCase,
} from '@app/domain';
import { Alert, Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DocumentFolderCard } from '../../../components/document-folder-card';
import { RecordCard } from '../../../components/record-card';
import { StepsCard } from '../../../components/steps-card';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { routePaths } from '../../../lib/routes';
import { LettersCard } from '../../letters';
import { caseKeys, caseQueries, downloadCaseReport } from '../api/case-queries';
import { useUpdateCaseFolder } from '../api/use-case-mutations';
import { CaseEditForm } from './case-edit-form';
import { CaseEvidence } from './case-evidence';
import { CaseStatusBadge, severityLabel, statusLabel } from './case-labels';
import { CaseStepForm } from './case-step-form';

const Field = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div>
    <Text size="sm" fw={600}>
      {label}
    </Text>
    <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
      {children}
    </Text>
  </div>
);

/** The case's fields, and Edit for writers (the form takes the card's place while open). */
const Details = ({ found }: { found: ViolationCase }) => {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  return (
    <RecordCard
      title="Case Details"
      actions={
        me &&
        canWrite(me) &&
        !editing && (
          <Button size="xs" variant="light" onClick={() => setEditing(true)}>
            Edit
          </Button>
        )
      }
    >
      {editing ? (
        <CaseEditForm
          found={found}
          onDone={() => setEditing(false)}
          onReload={() => {
            setEditing(false);
            void queryClient.invalidateQueries({ queryKey: caseKeys.detail(found.id) });
          }}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
          <Field label="Case Type">{found.typeName}</Field>
          <Field label="Severity">{severityLabel(found.severity)}</Field>
          <Field label="Discovered On">{formatDate(found.discoveredOn)}</Field>
          <Field label="Reported By">{found.reportedByName}</Field>
          <Field label="Next Follow-up">
            {found.followUpDue === null
              ? 'None'
              : caseFollowUpText(found.followUpKind, formatDate(found.followUpDue))}
          </Field>
          <Field label="Instruments">
            {found.instruments.length > 0
              ? found.instruments.map((i) => `Instrument ${i.label}`).join(', ')
              : 'None'}
          </Field>
          <Field label="Restrictions">
            {found.restrictions.length > 0 ? found.restrictions.map((r) => r.label).join('\n') : 'None'}
          </Field>
          <Field label="Description">{found.description}</Field>
        </SimpleGrid>
      )}
    </RecordCard>
  );
};

/** The steps, oldest first, and the next ones this user may take (the domain's rule, as the API's). */
const Steps = ({ found }: { found: ViolationCase }) => {
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const user = me ? { isAdmin: isAdmin(me), viewOnly: isViewOnly(me) } : { isAdmin: false, viewOnly: true };
  const adminLeft = !user.viewOnly && !user.isAdmin && isCaseOpen(found.statusId);
  return (
    <StepsCard
      steps={found.steps}
      statusLabel={statusLabel}
      choices={caseStepChoices(found.statusId, user)}
      stepForm={(statusId, close) => (
        <CaseStepForm
          found={found}
          statusId={statusId}
          onDone={close}
          onReload={() => {
            close();
            void queryClient.invalidateQueries({ queryKey: caseKeys.detail(found.id) });
          }}
        />
      )}
      footer={
        adminLeft && (
          <Text size="sm" c="dimmed">
            {adminOnlyCaseStatuses.map(statusLabel).join(' and ')} are an Admin's decision.
          </Text>
        )
      }
    />
  );
};

/** The case's folder in the document store: the letters sent and the owner's answers (issue 33 §2). */
const CaseDocuments = ({ found }: { found: ViolationCase }) => {
  const me = useCurrentUser();
  const update = useUpdateCaseFolder(found.id);
  return (
    <DocumentFolderCard
      folderId={found.documentFolderId}
      onSave={update.mutateAsync}
      canEdit={!!me && canWrite(me)}
      title="Letters and Answers"
    />
  );
};

/** The board's Word report of the case: its fields, timeline and evidence photos. */
const CaseReportButton = ({ caseId }: { caseId: number }) => {
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    setDownloading(true);
    setProblem(null);
    try {
      await downloadCaseReport(caseId);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <>
      <Button size="xs" variant="default" loading={downloading} onClick={() => void download()}>
        Case Report (Word)
      </Button>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
    </>
  );
};

/** /case/{id}: a violation case's file (issue 33). Its changes show in its property's History card. */
export const CasePage = () => {
  const id = Number(useParams().id);
  const query = useQuery({ ...caseQueries.detail(id), enabled: Number.isInteger(id) && id > 0 });
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {query.error.message}
      </Alert>
    );
  if (query.isPending) return <Loader aria-label="Loading the violation case" />;
  const found = query.data;
  const propertyPage = routePaths.projectProperty(found.projectId, found.propertyId);
  return (
    <Stack gap="md" maw={960}>
      <Paper p={0}>
        <Group gap="sm" mb="xs">
          <Title order={2}>Violation Case {found.id}</Title>
          <CaseStatusBadge statusId={found.statusId} />
          <CaseReportButton caseId={found.id} />
        </Group>
        <Text size="sm">
          On{' '}
          <Anchor component={Link} to={propertyPage}>
            Property {found.propertyName ?? found.propertyId}
          </Anchor>{' '}
          (its History card lists every change of this case)
        </Text>
      </Paper>
      <Details found={found} />
      <CaseEvidence found={found} />
      <Steps found={found} />
      <LettersCard subject={{ caseId: found.id }} />
      <CaseDocuments found={found} />
    </Stack>
  );
};
