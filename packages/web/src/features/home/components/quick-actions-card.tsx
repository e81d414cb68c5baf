import { isAdmin } from '@app/domain';
import { Button, Card, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { routePaths } from '../../../lib/routes';
import type { CurrentUser } from '../../../lib/users-queries';

/** Quick Actions, for users who may write (the page leaves it out for view-only users and on phones). */
export const QuickActionsCard = ({ me }: { me: CurrentUser }) => (
  <Card
    withBorder
    radius="md"
    padding="md"
    component="section"
    aria-labelledby="quick-actions-title"
    visibleFrom="sm"
  >
    <Stack gap="sm" align="stretch">
      <Title order={3} size="h4" id="quick-actions-title">
        Quick Actions
      </Title>
      <Button component={Link} to={routePaths.newProject()} variant="default">
        Create New Project
      </Button>
      <Button component={Link} to={routePaths.newMultiPropertyService()} variant="default">
        Create Multi-Property Service
      </Button>
      <Button component={Link} to={routePaths.mailMerge()} variant="default">
        Mail Merge Letters
      </Button>
      <Button component={Link} to={routePaths.letterTemplates()} variant="default">
        Letter Templates
      </Button>
      {isAdmin(me) && (
        <Button component={Link} to={routePaths.instrumentTags()} variant="default">
          Manage Instrument Tags
        </Button>
      )}
      {isAdmin(me) && (
        <Button component={Link} to={routePaths.importRecords()} variant="default">
          Import Records
        </Button>
      )}
      {isAdmin(me) && (
        <Button component={Link} to={routePaths.backups()} variant="default">
          Backups
        </Button>
      )}
    </Stack>
  </Card>
);
