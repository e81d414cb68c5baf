import {
  isAdmin,
  LetterLimits,
  type LetterTemplate,
  type LetterTemplateCreate,
  letterKindIds,
  letterKinds,
  letterPlaceholderNames,
  letterPlaceholders,
  letterTemplateCreateSchema,
} from '@app/domain';
import { Alert, Button, Group, Loader, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CardForm } from '../../../components/card-form';
import { FormButtons } from '../../../components/form-buttons';
import { RecordCard } from '../../../components/record-card';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { useCurrentUser } from '../../../lib/auth/use-current-user';
import { useZodForm } from '../../../lib/use-zod-form';
import { letterKeys, letterQueries, useSaveTemplate } from '../api/letter-queries';

const kindOptions = letterKindIds.map((kind) => ({ value: kind, label: letterKinds[kind] }));

/** The placeholders a template may use, each with what it becomes (the server refuses any other). */
const PlaceholderList = () => (
  <RecordCard title="Placeholders" defaultExpanded={false}>
    <Stack gap={4} component="dl" m={0}>
      {letterPlaceholderNames.map((name) => (
        <Group key={name} gap="xs" wrap="wrap">
          <Text size="sm" fw={600} component="dt" ff="monospace">{`{{${name}}}`}</Text>
          <Text size="sm" component="dd" m={0}>
            {letterPlaceholders[name]}
          </Text>
        </Group>
      ))}
    </Stack>
  </RecordCard>
);

type TemplateFormProps = { template: LetterTemplate | null; onDone: () => void; onReload: () => void };

/** A template's name, kind and body (Admins); a body naming an unknown placeholder is refused. */
const TemplateForm = ({ template, onDone, onReload }: TemplateFormProps) => {
  const confirmDiscard = useConfirmDiscard();
  const save = useSaveTemplate();
  const initialValues: LetterTemplateCreate = template
    ? { name: template.name, kind: template.kind, body: template.body }
    : { name: '', kind: 'other', body: 'Dear {{Owner Names}},\n\n' };
  const form = useZodForm({ schema: letterTemplateCreateSchema, initialValues });
  const submit = () =>
    form.submit(
      (valid) =>
        save.mutateAsync(template ? { ...valid, id: template.id, version: template.version } : valid),
      onDone,
    );
  const cancel = async () => {
    if (await confirmDiscard(form.values, initialValues, 'this template')) onDone();
  };
  return (
    <CardForm
      heading={template ? `Edit ${template.name}` : 'New Letter Template'}
      onSubmit={() => void submit()}
      error={form.saveError}
      onReload={onReload}
    >
      <TextInput label="Name" {...form.text('name')} maxLength={LetterLimits.templateName} withAsterisk />
      <Select label="Kind" data={kindOptions} {...form.choice('kind')} allowDeselect={false} withAsterisk />
      <Textarea
        label="Body"
        description="Placeholders in double braces, such as {{Owner Names}}; the list is above."
        {...form.text('body')}
        autosize
        minRows={10}
        maxRows={30}
        maxLength={LetterLimits.templateBody}
        withAsterisk
      />
      <FormButtons saving={save.isPending} onCancel={() => void cancel()} />
    </CardForm>
  );
};

const TemplateCard = ({ template, canEdit }: { template: LetterTemplate; canEdit: boolean }) => {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  return (
    <RecordCard
      title={template.name}
      defaultExpanded={false}
      actions={
        canEdit &&
        !editing && (
          <Button
            size="xs"
            variant="light"
            onClick={() => setEditing(true)}
            aria-label={`Edit ${template.name}`}
          >
            Edit
          </Button>
        )
      }
    >
      {editing ? (
        <TemplateForm
          template={template}
          onDone={() => setEditing(false)}
          onReload={() => {
            setEditing(false);
            void queryClient.invalidateQueries({ queryKey: letterKeys.templates() });
          }}
        />
      ) : (
        <Stack gap="xs">
          <Text size="sm">
            <strong>Kind:</strong> {letterKinds[template.kind]}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {template.body}
          </Text>
        </Stack>
      )}
    </RecordCard>
  );
};

/**
 * /admin/letterTemplates: the organisation's letter templates (issue 33 §3). Everyone reads them;
 * Admins add and change them.
 */
export const LetterTemplatesPage = () => {
  const me = useCurrentUser();
  const templates = useQuery(letterQueries.templates());
  const [adding, setAdding] = useState(false);
  const canEdit = !!me && isAdmin(me);
  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Letter Templates</Title>
        {canEdit && !adding && (
          <Button size="xs" onClick={() => setAdding(true)}>
            New Template
          </Button>
        )}
      </Group>
      <Text size="sm">
        Letters for a Violation Case or a Property, and mail merges, are made from these templates.
        {canEdit ? '' : ' Only an Admin may change them.'}
      </Text>
      <PlaceholderList />
      {adding && (
        <TemplateForm template={null} onDone={() => setAdding(false)} onReload={() => setAdding(false)} />
      )}
      {templates.isError && (
        <Alert color="red" role="alert">
          {templates.error.message}
        </Alert>
      )}
      {templates.isPending && <Loader aria-label="Loading the letter templates" />}
      {templates.data?.map((template) => (
        <TemplateCard key={template.id} template={template} canEdit={canEdit} />
      ))}
    </Stack>
  );
};
