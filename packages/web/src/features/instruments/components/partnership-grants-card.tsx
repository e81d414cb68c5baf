import { displayOrNone, formatMoney, type PartnershipGrant, partnershipGrantFormSchema } from '@app/domain';
import { Button, Group, Input, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CardForm } from '../../../components/card-form';
import { FormButtons } from '../../../components/form-buttons';
import { LookupSelect } from '../../../components/lookup-select';
import { ItemValue, RecordItem } from '../../../components/record-item';
import { lookupQuery } from '../../../lib/lookup-queries';
import { ContactSearchModal } from '../../contacts';
import { type ChildFormProps, InstrumentChildCard } from './instrument-child-card';
import { useChildForm } from './use-child-form';

type Party = 'grantor' | 'grantee';
const partyLabel = { grantor: 'Grantor', grantee: 'Grantee' } as const;

/** A contact chosen through Search Contacts: its name, and the button that changes it. */
const ContactField = ({
  party,
  name,
  error,
  onSearch,
}: {
  party: Party;
  name: string | null;
  error?: string;
  onSearch: () => void;
}) => (
  <Input.Wrapper label={partyLabel[party]} error={error} withAsterisk>
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Text size="sm" c={name ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
        {name ?? 'None selected'}
      </Text>
      <Button
        size="xs"
        variant="default"
        onClick={onSearch}
        aria-label={`Search Contacts for the ${partyLabel[party]}`}
      >
        Search Contacts
      </Button>
    </Group>
  </Input.Wrapper>
);

/** Adds or edits a grant (spec 3 §5): program, grantor and grantee from the contact search, amount, notes. */
const PartnershipGrantForm = (props: ChildFormProps<PartnershipGrant>) => {
  const programs = useQuery(lookupQuery('partnershipGrant/grantPrograms'));
  const { item } = props;
  const form = useChildForm(props, {
    schema: partnershipGrantFormSchema,
    initialValues: {
      grantProgramId: item ? String(item.grantProgramId) : '',
      grantorCrmId: item?.grantor.crmId ?? '',
      granteeCrmId: item?.grantee.crmId ?? '',
      awardAmount: item?.awardAmount === null || !item ? '' : item.awardAmount.toFixed(2),
      notes: item?.notes ?? '',
    },
    what: 'this Partnership Grant',
  });
  const { errors, setValue } = form;
  const [names, setNames] = useState<Record<Party, string | null>>({
    grantor: item?.grantor.name ?? null,
    grantee: item?.grantee.name ?? null,
  });
  const [searching, setSearching] = useState<Party | null>(null);

  return (
    <CardForm
      heading={item ? `Edit ${item.name}` : 'Add Partnership Grant'}
      onSubmit={() => void form.save()}
      error={form.saveError}
      onReload={props.onReload}
    >
      <LookupSelect
        label="Grant Program"
        options={programs.data}
        current={item?.grantProgramId}
        {...form.choice('grantProgramId')}
        disabled={!programs.data}
        searchable
        withAsterisk
        data-autofocus
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ContactField
          party="grantor"
          name={names.grantor}
          error={errors.grantorCrmId}
          onSearch={() => setSearching('grantor')}
        />
        <ContactField
          party="grantee"
          name={names.grantee}
          error={errors.granteeCrmId}
          onSearch={() => setSearching('grantee')}
        />
      </SimpleGrid>
      <TextInput
        label="Award Amount"
        leftSection="$"
        inputMode="decimal"
        {...form.text('awardAmount')}
        maxLength={30}
      />
      <Textarea label="Notes" {...form.text('notes')} rows={2} maxLength={256} />
      <FormButtons saving={form.saving} onCancel={() => void form.cancel()} />
      <ContactSearchModal
        opened={searching !== null}
        onClose={() => setSearching(null)}
        onSelect={([contact]) => {
          if (!contact || !searching) return;
          setValue(searching === 'grantor' ? 'grantorCrmId' : 'granteeCrmId', contact.crmId);
          setNames((current) => ({ ...current, [searching]: contact.name }));
        }}
      />
    </CardForm>
  );
};

/** Partnership Grants (spec 3 §2): by grant program name. */
export const PartnershipGrantsCard = ({
  instrumentId,
  canEdit,
}: {
  instrumentId: number;
  canEdit: boolean;
}) => (
  <InstrumentChildCard<PartnershipGrant>
    title="Partnership Grants"
    singular="Partnership Grant"
    list="partnershipGrants"
    instrumentId={instrumentId}
    canEdit={canEdit}
    nameOf={(grant) => `the ${grant.name} grant`}
    renderItem={(grant, actions) => (
      <RecordItem label={`${grant.name} grant`} heading={grant.name} actions={actions}>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" verticalSpacing={2}>
          <ItemValue label="Grantor">{grant.grantor.name}</ItemValue>
          <ItemValue label="Grantee">{grant.grantee.name}</ItemValue>
          <ItemValue label="Award Amount">{formatMoney(grant.awardAmount)}</ItemValue>
        </SimpleGrid>
        <ItemValue label="Notes">{displayOrNone(grant.notes)}</ItemValue>
      </RecordItem>
    )}
    renderForm={(props) => <PartnershipGrantForm {...props} />}
  />
);
