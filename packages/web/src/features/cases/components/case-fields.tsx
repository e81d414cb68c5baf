import {
  type CaseFormInput,
  type CaseRestrictionChoices,
  type CurrentUser,
  caseFollowUpKindLabels,
  caseFollowUpKinds,
  caseFormSchema,
  caseRestrictionKey,
  caseSeverities,
  restrictionsOfInstruments,
} from '@app/domain';
import { Checkbox, Select, Stack, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { DateInput } from '../../../components/date-input';
import { LookupSelect } from '../../../components/lookup-select';
import { lookupQuery } from '../../../lib/lookup-queries';
import { useZodForm } from '../../../lib/use-zod-form';
import { usersQueries } from '../../../lib/users-queries';
import { severityLabel } from './case-labels';

export const useCaseForm = (initialValues: CaseFormInput) =>
  useZodForm({ schema: caseFormSchema, initialValues });
type CaseForm = ReturnType<typeof useCaseForm>;
type Restriction = CaseRestrictionChoices[number]['terms'][number];

/** The follow-up's kind and date, as the case form and the step form both ask them. */
export const FollowUpFields = ({
  kind,
  due,
}: {
  kind: ReturnType<CaseForm['choice']>;
  due: ReturnType<CaseForm['choice']>;
}) => (
  <>
    <Select
      label="Follow-up"
      data={caseFollowUpKinds.map((value) => ({ value, label: caseFollowUpKindLabels[value] }))}
      {...kind}
      clearable
    />
    <DateInput label="Follow-up Due" {...due} />
  </>
);

/**
 * The instruments covering the property and, under each one ticked, the terms of it the case touches.
 * Unticking an instrument lets go of its restrictions (the domain's rule, as the API's).
 */
const InstrumentsAndRestrictions = ({
  form,
  choices,
}: {
  form: CaseForm;
  choices: CaseRestrictionChoices;
}) => {
  const { values, errors, setValue } = form;
  const instrumentIds = (values.instrumentIds ?? []).map(Number);
  const restrictions = (values.restrictions ?? []) as Restriction[];
  const chosen = new Set(restrictions.map(caseRestrictionKey));
  const restrictionError = Object.entries(errors).find(([key]) => key.startsWith('restrictions'))?.[1];
  const setInstruments = (ids: string[]) => {
    setValue('instrumentIds', ids);
    setValue('restrictions', restrictionsOfInstruments(ids.map(Number), restrictions));
  };
  const setTerms = (instrumentId: number, keys: string[]) => {
    const terms = choices.find((c) => c.instrumentId === instrumentId)?.terms ?? [];
    setValue('restrictions', [
      ...restrictions.filter((r) => r.instrumentId !== instrumentId),
      ...terms.filter((term) => keys.includes(caseRestrictionKey(term))),
    ]);
  };
  return (
    <Checkbox.Group
      label="Instruments it touches"
      value={instrumentIds.map(String)}
      onChange={setInstruments}
      error={errors.instrumentIds ?? errors['instrumentIds.0'] ?? restrictionError}
    >
      <Stack gap={4} mt={4}>
        {choices.map((instrument) => (
          <Stack key={instrument.instrumentId} gap={4}>
            <Checkbox value={String(instrument.instrumentId)} label={`Instrument ${instrument.label}`} />
            {instrumentIds.includes(instrument.instrumentId) && instrument.terms.length > 0 && (
              <Checkbox.Group
                ml="lg"
                label={`Restrictions of Instrument ${instrument.label}`}
                value={instrument.terms.map(caseRestrictionKey).filter((key) => chosen.has(key))}
                onChange={(keys) => setTerms(instrument.instrumentId, keys)}
              >
                <Stack gap={4} mt={4}>
                  {instrument.terms.map((term) => (
                    <Checkbox
                      key={caseRestrictionKey(term)}
                      value={caseRestrictionKey(term)}
                      label={term.label}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
            )}
          </Stack>
        ))}
      </Stack>
    </Checkbox.Group>
  );
};

/** The case's fields, as Open Case and Edit Case both ask them (issue 33 §1). */
export const CaseFields = ({ form, choices }: { form: CaseForm; choices: CaseRestrictionChoices }) => {
  const types = useQuery(lookupQuery('case/types')).data;
  const users = useQuery(usersQueries.active()).data ?? [];
  const chosenReporter = Number(form.values.reportedById);
  // An inactive reporter already on the case stays offered; new ones are active writers.
  const reporters = users
    .filter((u) => u.id === chosenReporter || (!u.inactive && !u.viewOnly && u.id !== 0))
    .map((u) => ({ value: String(u.id), label: u.name }));
  return (
    <>
      <LookupSelect
        label="Case Type"
        options={types}
        {...form.choice('typeId')}
        withAsterisk
        data-autofocus
      />
      <Select
        label="Severity"
        data={caseSeverities.map((value) => ({ value, label: severityLabel(value) }))}
        {...form.choice('severity')}
        withAsterisk
      />
      <DateInput label="Discovered On" {...form.choice('discoveredOn')} disableFuture withAsterisk />
      <Select label="Reported By" data={reporters} {...form.choice('reportedById')} searchable withAsterisk />
      {choices.length > 0 && <InstrumentsAndRestrictions form={form} choices={choices} />}
      <Textarea
        label="Description"
        {...form.text('description')}
        autosize
        minRows={3}
        maxLength={2000}
        withAsterisk
      />
      <FollowUpFields kind={form.choice('followUpKind')} due={form.choice('followUpDue')} />
    </>
  );
};

/** The blank Open Case form: discovered today, reported by the signed-in user. */
export const newCaseValues = (me: CurrentUser, today: string): CaseFormInput => ({
  typeId: '',
  severity: '' as CaseFormInput['severity'],
  discoveredOn: today,
  reportedById: String(me.id),
  instrumentIds: [],
  restrictions: [],
  description: '',
  followUpDue: null,
  followUpKind: null,
});
