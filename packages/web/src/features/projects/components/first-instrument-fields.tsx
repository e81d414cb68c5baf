import type { ProjectCreateInput } from '@app/domain';
import { Button, Fieldset, Group, Input, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { LookupSelect } from '../../../components/lookup-select';
import { StaffLeadSelect } from '../../../components/staff-lead-select';
import { lookupQuery } from '../../../lib/lookup-queries';

// Loaded when first opened: the search and its sync status are not needed to fill the rest of the form.
const ContactSearchModal = lazy(async () => ({
  default: (await import('../../contacts')).ContactSearchModal,
}));

type InstrumentValues = ProjectCreateInput['instrument'];

export type FirstInstrumentFieldsProps = {
  values: InstrumentValues;
  onChange: (patch: Partial<InstrumentValues>) => void;
  /** The chosen primary contact's name, kept beside its CRM id for display. */
  contactName: string | null;
  onContactChosen: (contact: { crmId: string; name: string }) => void;
  errorAt: (field: keyof InstrumentValues) => string | undefined;
};

/** The new project's first instrument: agreement type, primary contact (Search Contacts), staff lead, notes. */
export const FirstInstrumentFields = ({
  values,
  onChange,
  contactName,
  onContactChosen,
  errorAt,
}: FirstInstrumentFieldsProps) => {
  const agreementTypes = useQuery(lookupQuery('instrument/agreementtypes')).data ?? [];
  const [searching, setSearching] = useState(false);
  const agreementTypeId = values.agreementTypeId === '' ? null : String(values.agreementTypeId);
  const contactError = errorAt('primaryContactCrmId');

  return (
    <Fieldset legend="First Instrument">
      <Stack gap="sm">
        <LookupSelect
          label="Agreement Type"
          withAsterisk
          options={agreementTypes}
          value={agreementTypeId}
          onChange={(id) => onChange({ agreementTypeId: id ?? '' })}
          error={errorAt('agreementTypeId')}
          searchable
        />
        <Input.Wrapper label="Primary Contact" withAsterisk error={contactError} id="primary-contact">
          <Group gap="sm" mt={4} wrap="wrap">
            <Text aria-live="polite" c={contactName ? undefined : 'dimmed'}>
              {contactName ?? 'No contact selected'}
            </Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => setSearching(true)}
              aria-describedby={contactError ? 'primary-contact-error' : undefined}
            >
              {contactName ? 'Change Contact' : 'Search Contacts'}
            </Button>
          </Group>
        </Input.Wrapper>
        <StaffLeadSelect
          value={typeof values.staffLeadId === 'number' ? values.staffLeadId : null}
          onChange={(staffLeadId) => onChange({ staffLeadId })}
          error={errorAt('staffLeadId')}
        />
        <Textarea
          label="Notes"
          rows={2}
          resize="vertical"
          value={values.notes ?? ''}
          onChange={(event) => onChange({ notes: event.currentTarget.value })}
          error={errorAt('notes')}
        />
      </Stack>
      {searching && (
        <Suspense fallback={null}>
          <ContactSearchModal
            opened
            onClose={() => setSearching(false)}
            onSelect={([chosen]) => chosen && onContactChosen(chosen)}
          />
        </Suspense>
      )}
    </Fieldset>
  );
};
