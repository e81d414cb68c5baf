import { type BuildingArea, buildingAreaFormSchema, displayOrNone } from '@app/domain';
import { Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CardForm } from '../../../components/card-form';
import { FormButtons } from '../../../components/form-buttons';
import { LookupSelect } from '../../../components/lookup-select';
import { ItemValue, RecordItem } from '../../../components/record-item';
import { lookupQuery } from '../../../lib/lookup-queries';
import { type ChildFormProps, InstrumentChildCard } from './instrument-child-card';
import { useChildForm } from './use-child-form';

const BuildingAreaForm = (props: ChildFormProps<BuildingArea>) => {
  const types = useQuery(lookupQuery('buildingactivityarea/types'));
  const { item } = props;
  const form = useChildForm(props, {
    schema: buildingAreaFormSchema,
    initialValues: { typeId: item ? String(item.typeId) : '', notes: item?.notes ?? '' },
    what: 'this Building/Activity Area',
  });

  return (
    <CardForm
      heading={item ? 'Edit Building/Activity Area' : 'Add Building/Activity Area'}
      onSubmit={() => void form.save()}
      error={form.saveError}
      onReload={props.onReload}
    >
      <LookupSelect
        searchable
        label="Type"
        options={types.data}
        current={item?.typeId}
        {...form.choice('typeId')}
        disabled={!types.data}
        withAsterisk
        data-autofocus
      />
      <Textarea label="Notes" {...form.text('notes')} rows={2} maxLength={300} />
      <FormButtons saving={form.saving} onCancel={() => void form.cancel()} />
    </CardForm>
  );
};

/** Building/Activity Areas (spec 3 §2): newest first; the GIS id shows as 'Special Condition Area ID'. */
export const BuildingAreasCard = ({ instrumentId, canEdit }: { instrumentId: number; canEdit: boolean }) => (
  <InstrumentChildCard<BuildingArea>
    title="Building/Activity Areas"
    singular="Building/Activity Area"
    list="buildingActivityAreas"
    instrumentId={instrumentId}
    canEdit={canEdit}
    nameOf={(area) => `${area.typeName} area ${area.id}`}
    renderItem={(area, actions) => (
      <RecordItem label={`Building/Activity Area ${area.id}`} heading={area.typeName} actions={actions}>
        <ItemValue label="Special Condition Area ID">{area.globalId}</ItemValue>
        <ItemValue label="Notes">{displayOrNone(area.notes)}</ItemValue>
      </RecordItem>
    )}
    renderForm={(props) => <BuildingAreaForm {...props} />}
  />
);
