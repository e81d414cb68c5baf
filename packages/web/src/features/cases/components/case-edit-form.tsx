import {
  type CaseFormInput,
  type CaseRestrictionChoices,
  caseRestrictionKey,
  type ViolationCase,
} from '@app/domain';
import { Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CardForm } from '../../../components/card-form';
import { FormButtons } from '../../../components/form-buttons';
import { useConfirmDiscard } from '../../../components/use-confirm-discard';
import { caseQueries } from '../api/case-queries';
import { useEditCase } from '../api/use-case-mutations';
import { CaseFields, useCaseForm } from './case-fields';

type CaseEditFormProps = { found: ViolationCase; onDone: () => void; onReload: () => void };

const valuesOf = (found: ViolationCase): CaseFormInput => ({
  typeId: String(found.typeId),
  severity: found.severity,
  discoveredOn: found.discoveredOn,
  reportedById: String(found.reportedById),
  instrumentIds: found.instruments.map((i) => String(i.id)),
  restrictions: found.restrictions.map(({ label: _, ...ref }) => ref),
  description: found.description,
  followUpDue: found.followUpDue,
  followUpKind: found.followUpKind,
});

/**
 * What the form offers: the property's instruments and their terms now, plus what the case already
 * names and is no longer offered (a term removed since), which the API lets it keep.
 */
const withKept = (choices: CaseRestrictionChoices, found: ViolationCase): CaseRestrictionChoices => {
  const offered = new Set(choices.flatMap((c) => c.terms.map(caseRestrictionKey)));
  const keptTerms = found.restrictions.filter((r) => !offered.has(caseRestrictionKey(r)));
  const all = [
    ...choices,
    ...found.instruments
      .filter((i) => !choices.some((c) => c.instrumentId === i.id))
      .map((i) => ({ instrumentId: i.id, label: i.label, terms: [] })),
  ];
  return all.map((c) => ({
    ...c,
    terms: [
      ...c.terms,
      ...keptTerms
        .filter((r) => r.instrumentId === c.instrumentId)
        // The kept term's label starts with its instrument's, which the group already names.
        .map((r) => ({ ...r, label: r.label.slice(c.label.length + 2) })),
    ],
  }));
};

/** Edit Case: the case's fields, instruments and restrictions (Staff and Admin; its status moves by steps). */
export const CaseEditForm = ({ found, onDone, onReload }: CaseEditFormProps) => {
  const confirmDiscard = useConfirmDiscard();
  const choices = useQuery(caseQueries.restrictions(found.propertyId));
  const edit = useEditCase();
  const initialValues = valuesOf(found);
  const form = useCaseForm(initialValues);
  const save = () =>
    form.submit((valid) => edit.mutateAsync({ ...valid, id: found.id, version: found.version }), onDone);
  const cancel = async () => {
    if (await confirmDiscard(form.values, initialValues, 'your changes to this Violation Case')) onDone();
  };
  return (
    <CardForm
      heading="Edit Case Details"
      onSubmit={() => void save()}
      error={form.saveError ?? choices.error}
      onReload={onReload}
    >
      {choices.isPending ? (
        <Loader size="sm" aria-label="Loading the instruments' terms" />
      ) : (
        <CaseFields form={form} choices={withKept(choices.data ?? [], found)} />
      )}
      <FormButtons saving={edit.isPending} onCancel={() => void cancel()} />
    </CardForm>
  );
};
