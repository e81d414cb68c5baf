import { nameSearchQuerySchema, numericId } from '@app/domain';
import {
  Anchor,
  Button,
  Card,
  Group,
  List,
  Loader,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { routePaths } from '../../../lib/routes';
import { useZodForm } from '../../../lib/use-zod-form';
import { fetchOwningProject, homeQueries, type QuickNavigationEntity } from '../api/home-queries';

type Mode = {
  label: string;
  entity: QuickNavigationEntity;
  kind: 'id' | 'name';
};

/** The 'Search By' choices in the spec's order (spec 1 §2). */
const modes = [
  { label: 'Instrument ID', entity: 'instrument', kind: 'id' },
  { label: 'Project ID', entity: 'project', kind: 'id' },
  { label: 'Project Name', entity: 'project', kind: 'name' },
  { label: 'Property ID', entity: 'property', kind: 'id' },
  { label: 'Property Name', entity: 'property', kind: 'name' },
  { label: 'Service ID', entity: 'service', kind: 'id' },
] as const satisfies readonly Mode[];

const entityLabels: Record<QuickNavigationEntity, string> = {
  project: 'Project',
  instrument: 'Instrument',
  property: 'Property',
  service: 'Service',
};

/** The page of a record, under its project. */
const recordPath = (entity: QuickNavigationEntity, id: number, projectId: number) => {
  switch (entity) {
    case 'project':
      return routePaths.project(id);
    case 'instrument':
      return routePaths.projectInstrument(projectId, id);
    case 'property':
      return routePaths.projectProperty(projectId, id);
    case 'service':
      return routePaths.projectService(projectId, id);
  }
};

/** Quick Navigation: go to a record by id, or find a project or property by name. */
export const QuickNavigationCard = () => {
  const [modeLabel, setModeLabel] = useState<string>('Project ID');
  const mode = modes.find((m) => m.label === modeLabel) ?? modes[1];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="quick-navigation-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="quick-navigation-title">
          Quick Navigation
        </Title>
        <NativeSelect
          label="Search By"
          data={modes.map((m) => m.label)}
          value={mode.label}
          onChange={(event) => setModeLabel(event.currentTarget.value)}
        />
        {/* Keyed: another mode starts empty, without the last mode's message or results. */}
        {mode.kind === 'id' ? (
          <GoForm key={mode.label} label={mode.label} entity={mode.entity} />
        ) : (
          <NameSearch key={mode.label} label={mode.label} entity={mode.entity} />
        )}
      </Stack>
    </Card>
  );
};

const GoForm = ({ label, entity }: { label: string; entity: QuickNavigationEntity }) => {
  const navigate = useNavigate();
  const form = useZodForm({ schema: z.object({ id: numericId(label) }), initialValues: { id: '' } });
  const [notFound, setNotFound] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const go = async () => {
    const valid = form.validate();
    if (!valid) return;
    setChecking(true);
    try {
      const projectId = await fetchOwningProject(entity, valid.id);
      if (projectId === null) setNotFound(`${entityLabels[entity]} not found.`);
      else navigate(recordPath(entity, valid.id, projectId));
    } catch (error) {
      setNotFound(form.applyServerError(error));
    } finally {
      setChecking(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void go();
      }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={label}
          value={String(form.values.id ?? '')}
          onChange={(event) => {
            setNotFound(null);
            form.setValue('id', event.currentTarget.value);
          }}
          error={form.errors.id ?? notFound}
          maxLength={10}
          inputMode="numeric"
          autoComplete="off"
          style={{ flex: 1 }}
        />
        <Button type="submit" mt={25} loading={checking}>
          Go
        </Button>
      </Group>
    </form>
  );
};

const NameSearch = ({ label, entity }: { label: string; entity: 'project' | 'property' }) => {
  const form = useZodForm({ schema: nameSearchQuerySchema, initialValues: { name: '' } });
  const [term, setTerm] = useState('');
  const search = useQuery({ ...homeQueries.nameSearch(entity, term), enabled: term !== '' });
  const entityLabel = entityLabels[entity];

  return (
    <Stack gap="xs">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const valid = form.validate();
          if (valid) setTerm(valid.name);
        }}
      >
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label={label}
            value={String(form.values.name ?? '')}
            onChange={(event) => form.setValue('name', event.currentTarget.value)}
            error={form.errors.name}
            autoComplete="off"
            style={{ flex: 1 }}
          />
          <Button type="submit" mt={25}>
            Search
          </Button>
        </Group>
      </form>
      {term !== '' &&
        (search.isPending ? (
          <Loader size="sm" aria-label="Searching" />
        ) : search.isError ? (
          <Text c="red.8" size="sm" role="alert">
            {search.error.message}
          </Text>
        ) : search.data.results.length === 0 ? (
          <Text size="sm">No Results</Text>
        ) : (
          <Stack gap={6}>
            {search.data.resultLimitExceeded && (
              <Text size="sm">
                Your search returned more than 10 results. If your {entityLabel} is not in this list, please
                use{' '}
                <Anchor component={Link} to={routePaths.search()} inherit>
                  Advanced Search
                </Anchor>
                .
              </Text>
            )}
            <List listStyleType="none" spacing={4} aria-label={`${entityLabel} results`}>
              {search.data.results.map((result) => (
                <List.Item key={result.id}>
                  <Anchor component={Link} to={recordPath(entity, result.id, result.projectId)}>
                    {entityLabel} {result.id}: {result.name}
                  </Anchor>
                  {entity === 'property' && (
                    <Text span size="sm" c="dimmed">
                      {' '}
                      (Project {result.projectId})
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          </Stack>
        ))}
    </Stack>
  );
};
