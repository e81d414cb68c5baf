import { serviceLabels } from '@app/domain';
import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { serviceQueries } from '../api/service-queries';
import { usePreselectedAgreementType } from './use-preselected-agreement-type';

type AgreementTypeSelectProps = {
  /** The properties whose agreement types are offered. */
  propertyIds: readonly number[];
  /** The chosen id as text; '' for none. */
  value: string;
  onChange: (id: string) => void;
  error: string | undefined;
};

/** The Agreement Type of a service: those its properties offer, the only one preselected. */
export const AgreementTypeSelect = ({ propertyIds, value, onChange, error }: AgreementTypeSelectProps) => {
  const agreementTypes = useQuery(serviceQueries.agreementTypes(propertyIds)).data;
  usePreselectedAgreementType(agreementTypes, value, onChange);
  return (
    <Select
      label={serviceLabels.agreementTypeId}
      placeholder={propertyIds.length === 0 ? 'Choose the Properties first' : 'Select Agreement Type'}
      data={(agreementTypes ?? []).map((t) => ({ value: String(t.id), label: t.name }))}
      value={value === '' ? null : value}
      onChange={(id) => onChange(id ?? '')}
      error={error}
      withAsterisk
    />
  );
};
