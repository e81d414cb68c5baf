import { type SearchEntityType, type SearchFacetKey, searchFacets } from '@app/domain';
import {
  Button,
  Checkbox,
  CloseButton,
  Group,
  Input,
  MultiSelect,
  Pill,
  Select,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DateInput, parseUsDate } from '../../../components/date-input';
import { NumberTextInput } from '../../../components/number-text-input';
import { ContactSearchModal, contactQueries } from '../../contacts';
import { useFacetOptions } from './facet-options';

export type FacetFieldProps = {
  facetKey: SearchFacetKey;
  entityType: SearchEntityType;
  values: string[];
  onChange: (values: string[]) => void;
  error?: string;
  disabled?: boolean;
  /** The label shown, when it is not the facet's own (a rights checkbox inside its group). */
  label?: string;
};

/** A chosen contact, named once its record has loaded (the query string holds only CRM ids). */
const ContactPill = ({ crmId, onRemove }: { crmId: string; onRemove: () => void }) => {
  const contact = useQuery(contactQueries.detail(crmId));
  const name = contact.data?.name ?? crmId;
  return (
    <Pill withRemoveButton onRemove={onRemove} removeButtonProps={{ 'aria-label': `Remove ${name}` }}>
      {name}
    </Pill>
  );
};

const ContactsField = ({ facetKey, values, onChange, error, disabled }: FacetFieldProps) => {
  const [open, setOpen] = useState(false);
  const label = searchFacets[facetKey].label;
  return (
    <Input.Wrapper label={label} error={error}>
      <Stack gap={6}>
        {values.length > 0 && (
          <Pill.Group>
            {values.map((crmId) => (
              <ContactPill
                key={crmId}
                crmId={crmId}
                onRemove={() => onChange(values.filter((v) => v !== crmId))}
              />
            ))}
          </Pill.Group>
        )}
        <Group>
          <Button variant="default" size="xs" onClick={() => setOpen(true)} disabled={disabled}>
            Choose Contacts ({label})
          </Button>
        </Group>
      </Stack>
      <ContactSearchModal
        opened={open}
        onClose={() => setOpen(false)}
        selection="multiple"
        onSelect={(contacts) => onChange([...new Set([...values, ...contacts.map((c) => c.crmId)])])}
      />
    </Input.Wrapper>
  );
};

const ListField = ({ facetKey, entityType, values, onChange, error, disabled }: FacetFieldProps) => {
  const { label, kind } = searchFacets[facetKey];
  const options = useFacetOptions(facetKey, entityType, values);
  if (kind === 'option')
    return (
      <Select
        label={label}
        data={options}
        value={values[0] ?? null}
        onChange={(value) => onChange(value ? [value] : [])}
        clearable
        searchable
        error={error}
        disabled={disabled}
      />
    );
  return (
    <MultiSelect
      label={label}
      data={options}
      value={values}
      onChange={onChange}
      clearable
      searchable
      hidePickedOptions
      error={error}
      disabled={disabled}
    />
  );
};

/**
 * The map area (issue 19): the box as the address writes it, set by Search Within This Area on the
 * results' map, or typed; its own button removes it, as the lists' clear button does theirs.
 */
const MapAreaField = ({ facetKey, values, onChange, error, disabled }: FacetFieldProps) => {
  const label = searchFacets[facetKey].label;
  const value = values[0] ?? '';
  return (
    <TextInput
      label={label}
      description="West, south, east, north; set from the results' Map with Search Within This Area"
      value={value}
      onChange={(event) => {
        const text = event.currentTarget.value;
        onChange(text.trim() === '' ? [] : [text]);
      }}
      error={error}
      disabled={disabled}
      spellCheck={false}
      rightSection={
        value ? <CloseButton size="sm" aria-label={`Remove ${label}`} onClick={() => onChange([])} /> : null
      }
    />
  );
};

/** One facet's input, chosen by the facet's kind (spec 1 §2). */
export const FacetField = (props: FacetFieldProps) => {
  const { facetKey, values, onChange, error, disabled } = props;
  const { label, kind } = searchFacets[facetKey];
  switch (kind) {
    case 'options':
    case 'option':
      return <ListField {...props} />;
    case 'contacts':
      return <ContactsField {...props} />;
    case 'ids':
      return (
        <TagsInput
          label={label}
          description="Type an id and press Enter"
          value={values}
          onChange={onChange}
          splitChars={[',', ' ']}
          error={error}
          disabled={disabled}
          inputMode="numeric"
        />
      );
    case 'id':
    case 'acres':
      return (
        <NumberTextInput
          label={label}
          whole={kind === 'id'}
          value={values[0] ?? ''}
          onChange={(text) => onChange(text.trim() === '' ? [] : [text])}
          error={error}
          disabled={disabled}
        />
      );
    case 'date': {
      const day = values[0] ? parseUsDate(values[0]) : null;
      return (
        <DateInput
          label={label}
          value={day}
          onChange={(value) => onChange(value ? [dayjs(value).format('MM/DD/YYYY')] : [])}
          error={error}
          disabled={disabled}
        />
      );
    }
    case 'box':
      return <MapAreaField {...props} />;
    case 'flag':
      return (
        <Checkbox
          label={props.label ?? label}
          checked={values[0] === 'true'}
          onChange={(event) => onChange(event.currentTarget.checked ? ['true'] : [])}
          error={error}
          disabled={disabled}
        />
      );
  }
};
