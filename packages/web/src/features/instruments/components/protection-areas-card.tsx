import {
  displayOrNone,
  formatNumber,
  type LookupPath,
  newProtectionAreaValues,
  type ProtectionArea,
  type ProtectionAreaFormValues,
  protectionAreaFormSchema,
  protectionAreaMeasures,
  withGeometryType,
} from '@app/domain';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CardForm } from '../../../components/card-form';
import { FormButtons } from '../../../components/form-buttons';
import { LookupSelect, type LookupSelectProps } from '../../../components/lookup-select';
import { NumberTextInput } from '../../../components/number-text-input';
import { ItemValue, RecordItem } from '../../../components/record-item';
import { lookupQuery } from '../../../lib/lookup-queries';
import { type ChildFormProps, InstrumentChildCard } from './instrument-child-card';
import { useChildForm } from './use-child-form';

const text = (value: number | null) => (value === null ? '' : String(value));

/** A saved area as the form's text values. */
const formValuesOf = (area: ProtectionArea): ProtectionAreaFormValues => ({
  name: area.name,
  featureTypeId: String(area.featureTypeId),
  geometryTypeId: String(area.geometryTypeId),
  featureLength: text(area.featureLength),
  bufferWidth: text(area.bufferWidth),
  bufferSides: text(area.bufferSides),
  bufferRestrictionId: text(area.bufferRestrictionId),
  livestockRestrictionId: String(area.livestockRestrictionId),
  timberHarvestRestrictionId: String(area.timberHarvestRestrictionId),
});

const bufferSideOptions = [
  { value: '1', label: '1' },
  { value: '2', label: '2' },
];

/** The restrictions of an area: a choice from each list; only the buffer's may be left empty. */
const restrictionFields = [
  {
    field: 'bufferRestrictionId',
    label: 'Buffer Restriction',
    list: 'waterQualityProtectionArea/bufferRestrictions',
    required: false,
  },
  {
    field: 'livestockRestrictionId',
    label: 'Livestock Restriction',
    list: 'waterQualityProtectionArea/livestockRestrictions',
    required: true,
  },
  {
    field: 'timberHarvestRestrictionId',
    label: 'Timber Harvest Restriction',
    list: 'waterQualityProtectionArea/timberHarvestRestrictions',
    required: true,
  },
] as const satisfies readonly {
  field: keyof ProtectionArea;
  label: string;
  list: LookupPath;
  required: boolean;
}[];

/** A searchable LookupSelect that reads its own list. */
const ListSelect = ({ list, ...props }: { list: LookupPath } & Omit<LookupSelectProps, 'options'>) => {
  const options = useQuery(lookupQuery(list)).data;
  return <LookupSelect searchable options={options} {...props} />;
};

/**
 * Adds or edits a protection area (spec 3 §2, §5): the geometry type decides which of length, width
 * and buffer sides apply (the others are disabled and empty); changing it clears all three.
 */
export const ProtectionAreaForm = (props: ChildFormProps<ProtectionArea>) => {
  const { item } = props;
  const form = useChildForm(props, {
    schema: protectionAreaFormSchema,
    initialValues: item ? formValuesOf(item) : newProtectionAreaValues(),
    what: 'this Water Quality Protection Area',
  });
  const values = form.values as ProtectionAreaFormValues;
  const { setValue } = form;
  const uses = protectionAreaMeasures(values.geometryTypeId === '' ? null : Number(values.geometryTypeId));
  const changeGeometry = (id: string | null) => {
    const next = withGeometryType(values, id ?? '');
    for (const key of ['geometryTypeId', 'featureLength', 'bufferWidth', 'bufferSides'] as const)
      setValue(key, next[key]);
  };

  return (
    <CardForm
      heading={item ? `Edit ${item.name}` : 'Add Water Quality Protection Area'}
      onSubmit={() => void form.save()}
      error={form.saveError}
      onReload={props.onReload}
    >
      <TextInput label="Name" {...form.text('name')} maxLength={50} withAsterisk data-autofocus />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <ListSelect
          label="Feature Type"
          list="waterQualityProtectionArea/featureTypes"
          current={item?.featureTypeId}
          {...form.choice('featureTypeId')}
          withAsterisk
        />
        <ListSelect
          label="Feature Geometry"
          list="waterQualityProtectionArea/geometryTypes"
          current={item?.geometryTypeId}
          {...form.choice('geometryTypeId')}
          onChange={changeGeometry}
          withAsterisk
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberTextInput
          label="Feature Length"
          {...form.number('featureLength')}
          disabled={!uses.featureLength}
          withAsterisk={uses.featureLength}
          whole
        />
        <NumberTextInput
          label="Buffer Width"
          {...form.number('bufferWidth')}
          disabled={!uses.bufferWidth}
          withAsterisk={uses.bufferWidth}
        />
        <Select
          searchable
          label="Buffer Sides"
          data={bufferSideOptions}
          {...form.choice('bufferSides')}
          disabled={!uses.bufferSides}
          withAsterisk={uses.bufferSides}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {restrictionFields.map(({ field, label, list, required }) => (
          <ListSelect
            key={field}
            label={label}
            list={list}
            current={item?.[field]}
            {...form.choice(field)}
            placeholder={required ? undefined : 'None'}
            clearable={!required}
            withAsterisk={required}
          />
        ))}
      </SimpleGrid>
      <FormButtons saving={form.saving} onCancel={() => void form.cancel()} />
    </CardForm>
  );
};

/** Water Quality Protection Areas (spec 3 §2): newest first, with every measure and restriction. */
export const ProtectionAreasCard = ({
  instrumentId,
  canEdit,
}: {
  instrumentId: number;
  canEdit: boolean;
}) => (
  <InstrumentChildCard<ProtectionArea>
    title="Water Quality Protection Areas"
    singular="Water Quality Protection Area"
    list="waterQualityProtectionAreas"
    instrumentId={instrumentId}
    canEdit={canEdit}
    nameOf={(area) => area.name}
    renderItem={(area, actions) => (
      <RecordItem label={area.name} heading={area.name} actions={actions}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" verticalSpacing={2}>
          <ItemValue label="Feature Type">{area.featureTypeName}</ItemValue>
          <ItemValue label="Feature Geometry">{area.geometryTypeName}</ItemValue>
          <ItemValue label="Feature Length">{formatNumber(area.featureLength)}</ItemValue>
          <ItemValue label="Buffer Width">{formatNumber(area.bufferWidth)}</ItemValue>
          <ItemValue label="Buffer Sides">{formatNumber(area.bufferSides)}</ItemValue>
          <ItemValue label="Buffer Restriction">{displayOrNone(area.bufferRestrictionName)}</ItemValue>
          <ItemValue label="Livestock Restriction">{area.livestockRestrictionName}</ItemValue>
          <ItemValue label="Timber Harvest Restriction">{area.timberHarvestRestrictionName}</ItemValue>
        </SimpleGrid>
        <ItemValue label="Global ID">{area.globalId}</ItemValue>
      </RecordItem>
    )}
    renderForm={(props) => <ProtectionAreaForm {...props} />}
  />
);
