import { Button, Menu, Paper, Tabs, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { projectQueries } from '../../features/projects/api/projects-queries';
import { projectSegmentLabel, projectTabs, routePaths } from '../../lib/routes';

/** 'Project {id}:{name}' as the spec writes it; the name follows once the project has loaded. */
const ProjectTitle = ({ projectId }: { projectId: number }) => {
  const { data } = useQuery(projectQueries.detail(projectId));
  return (
    <Title order={2}>
      Project {projectId}:{data?.name ?? ''}
    </Title>
  );
};

// Mantine tabs need a non-empty value; the summary's segment is empty.
const tabValue = (segment: string) => segment || 'summary';

const currentTab = (pathname: string, projectId: number): string | null => {
  const rest = pathname.slice(routePaths.project(projectId).length).split('/')[1] ?? '';
  return projectTabs.some((tab) => tab.segment === rest) ? tabValue(rest) : null;
};

const tabPath = (projectId: number, segment: string) =>
  segment === '' ? routePaths.project(projectId) : `${routePaths.project(projectId)}/${segment}`;

/**
 * Shown on every route with a project_id: the project's title and its tabs. On a phone the tabs fold
 * into a menu labelled with the current path segment (spec 1 §1).
 */
export const ProjectBar = ({ projectId }: { projectId: number }) => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 48em)');

  return (
    <Paper withBorder p="sm" mb="md" radius="md">
      <ProjectTitle projectId={projectId} />
      {phone ? (
        // No focus placeholder: Mantine's is a 'presentation' child a menu may not hold (axe: critical);
        // the first item takes focus instead.
        <Menu position="bottom-start" withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <Button variant="light" mt="xs" aria-label={`Project section: ${projectSegmentLabel(pathname)}`}>
              {projectSegmentLabel(pathname)} ▾
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            {projectTabs.map((tab) => (
              <Menu.Item key={tab.label} component={Link} to={tabPath(projectId, tab.segment)}>
                {tab.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ) : (
        <Tabs
          mt="xs"
          value={currentTab(pathname, projectId)}
          onChange={(value) => {
            const tab = projectTabs.find((candidate) => tabValue(candidate.segment) === value);
            if (tab) void navigate(tabPath(projectId, tab.segment));
          }}
        >
          <Tabs.List>
            {projectTabs.map((tab) => (
              <Tabs.Tab key={tab.label} value={tabValue(tab.segment)}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
    </Paper>
  );
};
