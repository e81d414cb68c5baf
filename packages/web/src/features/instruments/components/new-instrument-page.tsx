import {
  type InstrumentCreateInput,
  instrumentCreateSchema,
  instrumentMessages,
  offeredOptions,
  PropertyStatus,
} from '@app/domain';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Input,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useConfirm } from '../../../components/confirm-provider';
import { FormButtons } from '../../../components/form-buttons';
import { ServerErrorAlert } from '../../../components/server-error-alert';
import { StaffLeadSelect } from '../../../components/staff-lead-select';
import { getJson, isApiError, sendJson } from '../../../lib/api-client';
import { leaveMessage, useEditMode } from '../../../lib/edit-mode';
import { lookupQuery } from '../../../lib/lookup-queries';
import { routePaths } from '../../../lib/routes';
import { useZodForm } from '../../../lib/use-zod-form';
import { propertyQueries } from '../../properties';
import { useCreateInstrument } from '../api/use-instrument-mutations';

// Loaded when first opened: the search is not needed to fill the rest of the form.
const ContactSearchModal = lazy(async () => ({
  default: (await import('../../contacts')).ContactSearchModal,
}));

/** The agreement types the chosen properties' instruments have (POST property/getagreementtypesbypropertyids). */
const useOfferedAgreementTypes = (propertyIds: number[]) => {
  const all = useQuery(lookupQuery('instrument/agreementtypes')).data ?? [];
  const byProperties = useQuery({
    queryKey: ['instruments', 'agreementTypesByProperties', propertyIds],
    queryFn: () =>
      sendJson<{ id: number; name: string }[]>(
        'POST',
        '/property/getagreementtypesbypropertyids',
        propertyIds,
      ),
    enabled: propertyIds.length > 0,
  }).data;
  // Properties with no instrument yet offer none: then every active agreement type is offered (decisions).
  return byProperties && byProperties.length > 0
    ? byProperties.map((t) => ({ value: String(t.id), label: t.name }))
    : offeredOptions(all).map((t) => ({ value: String(t.id), label: t.name }));
};

/** New Instrument of a project: agreement type, primary contact, properties, staff lead and notes. */
export const NewInstrumentPage = () => {
  const projectId = Number(useParams().project_id);
  const navigate = useNavigate();
  const confirm = useConfirm();
  const editMode = useEditMode('Instrument');
  const { start } = editMode;
  useEffect(() => start(), [start]);
  const create = useCreateInstrument();
  const initialValues: InstrumentCreateInput = {
    projectId,
    agreementTypeId: '',
    primaryContactCrmId: '',
    associatedPropertyIds: [],
    staffLead: null,
    notes: '',
  };
  const form = useZodForm({ schema: instrumentCreateSchema, initialValues });
  const { values, errors, setValue } = form;
  const [ownIds, setOwnIds] = useState<number[]>([]);
  const [crossIds, setCrossIds] = useState<number[]>([]);
  const [crossText, setCrossText] = useState('');
  const [crossError, setCrossError] = useState<string | null>(null);
  const [contactName, setContactName] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [formError, setFormError] = useState<unknown>(null);
  const properties = (useQuery(propertyQueries.projectList(projectId)).data ?? []).filter(
    (p) => p.statusId === PropertyStatus.Current,
  );
  const propertyIds = [...ownIds, ...crossIds];
  const agreementTypes = useOfferedAgreementTypes(propertyIds);

  // The cross-project ids are merged into associatedPropertyIds (spec 3 §2).
  const setProperties = (own: number[], cross: number[]) => {
    setOwnIds(own);
    setCrossIds(cross);
    setValue('associatedPropertyIds', [...own, ...cross]);
  };
  const addCross = async () => {
    setCrossError(null);
    const text = crossText.trim();
    if (!/^\d{1,10}$/.test(text)) return setCrossError('Enter the ID of a Property.');
    const id = Number(text);
    if (propertyIds.includes(id)) return setCrossError(`Property ${id} is already chosen.`);
    try {
      if (!(await getJson<boolean>(`/property/${id}/currentexists`)))
        return setCrossError(instrumentMessages.propertyNotFound);
      setProperties(ownIds, [...crossIds, id]);
      setCrossText('');
    } catch (error) {
      setCrossError(error instanceof Error ? error.message : String(error));
    }
  };

  const save = async () => {
    setFormError(null);
    const valid = form.validate();
    if (!valid) return;
    try {
      const { id } = await create.mutateAsync(valid);
      editMode.stop();
      await navigate(routePaths.projectInstrument(projectId, id));
    } catch (error) {
      form.applyServerError(error);
      if (!isApiError(error) || Object.keys(error.fieldErrors).length === 0) setFormError(error);
    }
  };
  const cancel = async () => {
    if (!(await confirm({ title: 'Cancel New Instrument', text: leaveMessage }))) return;
    editMode.stop();
    await navigate(routePaths.projectInstruments(projectId));
  };
  const propertyError =
    errors.associatedPropertyIds ??
    Object.entries(errors).find(([key, message]) => key.startsWith('associatedPropertyIds.') && message)?.[1];

  return (
    <Stack gap="md" maw={720}>
      <Title order={2} size="h3">
        New Instrument
      </Title>
      <form
        aria-label="New Instrument"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          {formError !== null && <ServerErrorAlert error={formError} />}
          {/* Required like the fields below (spec 3 §5): Mantine's asterisk (legends take no withAsterisk), hidden from screen readers as Mantine hides it. */}
          <Fieldset
            legend={
              <>
                Associated Properties
                <Text span c="var(--mantine-color-error)" aria-hidden>
                  {' *'}
                </Text>
              </>
            }
          >
            <Stack gap="xs">
              {properties.length === 0 && <Text c="dimmed">This Project has no Current Properties.</Text>}
              {properties.map((p) => (
                <Checkbox
                  key={p.id}
                  label={p.name ? `Property ${p.id} – ${p.name}` : `Property ${p.id}`}
                  checked={ownIds.includes(p.id)}
                  onChange={(event) =>
                    setProperties(
                      event.currentTarget.checked ? [...ownIds, p.id] : ownIds.filter((id) => id !== p.id),
                      crossIds,
                    )
                  }
                />
              ))}
              <Text size="sm" fw={500} mt="xs">
                Cross-Project Properties
              </Text>
              {crossIds.map((id) => (
                <Group key={id} gap="xs">
                  <Text>Property {id}</Text>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    aria-label={`Remove Property ${id}`}
                    onClick={() =>
                      setProperties(
                        ownIds,
                        crossIds.filter((other) => other !== id),
                      )
                    }
                  >
                    Remove
                  </Button>
                </Group>
              ))}
              <Group align="flex-end" gap="sm" wrap="wrap">
                <TextInput
                  label="Cross-Project Property ID"
                  value={crossText}
                  onChange={(event) => setCrossText(event.currentTarget.value)}
                  error={crossError}
                  inputMode="numeric"
                  style={{ flex: '1 1 180px' }}
                />
                <Button variant="light" onClick={() => void addCross()}>
                  Add
                </Button>
              </Group>
              {propertyError && (
                <Text size="sm" c="var(--mantine-color-error)" role="alert">
                  {propertyError}
                </Text>
              )}
            </Stack>
          </Fieldset>
          <Select
            label="Agreement Type"
            withAsterisk
            data={agreementTypes}
            {...form.choice('agreementTypeId')}
            searchable
          />
          <Input.Wrapper
            label="Primary Contact"
            withAsterisk
            error={errors.primaryContactCrmId}
            id="primary-contact"
          >
            <Group gap="sm" mt={4} wrap="wrap">
              <Text aria-live="polite" c={contactName ? undefined : 'dimmed'}>
                {contactName ?? 'No contact selected'}
              </Text>
              <Button size="xs" variant="light" onClick={() => setSearching(true)}>
                {contactName ? 'Change Contact' : 'Search Contacts'}
              </Button>
            </Group>
          </Input.Wrapper>
          <StaffLeadSelect
            value={typeof values.staffLead === 'number' ? values.staffLead : null}
            onChange={(staffLead) => setValue('staffLead', staffLead)}
            error={errors.staffLead}
          />
          <Textarea label="Notes" rows={3} {...form.text('notes')} />
          <FormButtons saving={create.isPending} onCancel={() => void cancel()} />
        </Stack>
      </form>
      {searching && (
        <Suspense fallback={null}>
          <ContactSearchModal
            opened
            onClose={() => setSearching(false)}
            onSelect={([chosen]) => {
              if (!chosen) return;
              setValue('primaryContactCrmId', chosen.crmId);
              setContactName(chosen.name);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
};
