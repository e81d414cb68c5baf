import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { messages } from './messages';
import {
  acres,
  atLeastTwo,
  boxFolderId,
  decimalNumber,
  exactlyOne,
  MaxIntegerId,
  minValueIf,
  money,
  multiRequired,
  numericId,
  optionalText,
  optionId,
  orNull,
  requestorRoleIds,
  requiredText,
  uniqueValues,
  usDate,
  wholeNumber,
} from './validators';

type Case = { input: unknown; output?: unknown; error?: string };

/** The user-facing outcome of a parse: the value, or the messages with their paths. */
const outcome = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success
    ? { output: result.data }
    : { errors: result.error.issues.map((i) => ({ path: i.path, message: i.message })) };
};

/** One case: valid input yields `output`, invalid input yields exactly one issue, at the root, with `error`. */
const check = (schema: z.ZodType, { input, output, error }: Case) => {
  if (error === undefined) expect(outcome(schema, input)).toEqual({ output });
  else expect(outcome(schema, input)).toEqual({ errors: [{ path: [], message: error }] });
};

describe('messages: the texts of spec 1 §5 and §8, verbatim', () => {
  it.each([
    [
      messages.decimalBetween('Latitude', 4, 5),
      'The Latitude field must be numeric and contain between 4 and 5 decimal places.',
    ],
    [
      messages.maxDecimal('Acres', 4),
      'The Acres field must be numeric and may contain up to 4 decimal places.',
    ],
    [messages.minMoney('Award Amount', 0.01), 'The Award Amount field must be $0.01 or more.'],
    [messages.multiRequired('Component'), 'At least one Component is required.'],
    [messages.atLeastTwoRequired('Property ID'), 'At least two Property IDs are required.'],
    [messages.singleRequired('Property'), 'Only one Property is allowed.'],
    [messages.requestorRoleRequired, 'Requestor role is required.'],
    [messages.projectExists, 'Project not found.'],
    [messages.currentPropertyExists, 'Property was not found or is not Current.'],
    [messages.unique('Property ID'), 'The value in the Property ID fields cannot be duplicated.'],
    [
      messages.minValueIf('Finished Area', 'Dwelling Units'),
      'The Finished Area field must be greater than 0 when Dwelling Units is greater than 0.',
    ],
    [messages.wholeNumber('Dwelling Units'), 'The Dwelling Units field must be a whole number.'],
    [messages.previousServiceIdExists, 'Invalid Previous Service ID.'],
    [messages.hasNoOpenReviews, 'The Status cannot be set to Active if there are Open Reviews.'],
    [messages.numericOnly('Project ID'), 'The Project ID field may only contain numeric characters.'],
    [messages.entityNotFound('Instrument'), 'Instrument not found.'],
    [messages.userNotFound, 'User does not exist or is not active anymore.'],
    [messages.userIdRequired, 'Cannot get a user name without its id.'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [messages.required('Name'), 'The Name field is required.'],
    [messages.maxLength('Name', 50), 'The Name field may not be greater than 50 characters.'],
    [messages.minLength('Name', 3), 'The Name field must be at least 3 characters.'],
    [messages.minValue('Acres', 0.0001), 'The Acres field must be 0.0001 or more.'],
    [messages.maxValue('Latitude', 39.5), 'The Latitude field must be 39.5 or less.'],
    [messages.dateFormat('Date'), 'The Date field must be a valid date in the format MM/DD/YYYY.'],
    [messages.futureDate('Date'), 'The Date field may not be a future date.'],
  ])('generic wording: %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('requiredText', () => {
  const name = requiredText('Name', { min: 3, max: 10 });
  it.each<Case>([
    { input: 'Farm', output: 'Farm' },
    { input: '  Farm  ', output: 'Farm' },
    { input: 'abc', output: 'abc' },
    { input: 'abcdefghij', output: 'abcdefghij' },
    { input: '', error: 'The Name field is required.' },
    { input: '   ', error: 'The Name field is required.' },
    { input: undefined, error: 'The Name field is required.' },
    { input: null, error: 'The Name field is required.' },
    { input: 42, error: 'The Name field is required.' },
    { input: 'ab', error: 'The Name field must be at least 3 characters.' },
    { input: 'abcdefghijk', error: 'The Name field may not be greater than 10 characters.' },
  ])('$input', (c) => check(name, c));

  it('has no limits unless asked', () => {
    check(requiredText('Name'), { input: 'x'.repeat(5000), output: 'x'.repeat(5000) });
  });
});

describe('optionalText and orNull', () => {
  const notes = optionalText('Notes', { max: 5 });
  it.each<Case>([
    { input: 'note', output: 'note' },
    { input: ' note ', output: 'note' },
    { input: '', output: null },
    { input: '  ', output: null },
    { input: null, output: null },
    { input: undefined, output: null },
    { input: 'too long', error: 'The Notes field may not be greater than 5 characters.' },
  ])('$input', (c) => check(notes, c));

  it('treats an omitted object field as null', () => {
    expect(z.object({ notes }).parse({})).toEqual({ notes: null });
  });

  it('keeps the wrapped rule for present values', () => {
    check(orNull(acres('Acres')), { input: '1.23456', error: messages.maxDecimal('Acres', 4) });
    check(orNull(acres('Acres')), { input: '', output: null });
  });
});

describe('optionId', () => {
  const category = optionId('Category');
  it.each<Case>([
    { input: 5, output: 5 },
    { input: '5', output: 5 },
    { input: null, error: 'The Category field is required.' },
    { input: '', error: 'The Category field is required.' },
    { input: undefined, error: 'The Category field is required.' },
    { input: 0, error: 'The Category field is required.' },
    { input: 'abc', error: 'The Category field is required.' },
    { input: 1.5, error: 'The Category field is required.' },
  ])('$input', (c) => check(category, c));
});

describe('decimalNumber with maxDecimals (max_decimal)', () => {
  const impacted = decimalNumber('Impacted Acres', { maxDecimals: 4, min: 0 });
  const tooPrecise = 'The Impacted Acres field must be numeric and may contain up to 4 decimal places.';
  it.each<Case>([
    { input: '12', output: 12 },
    { input: '12.5', output: 12.5 },
    { input: '12.3456', output: 12.3456 },
    { input: '.5', output: 0.5 },
    { input: '0', output: 0 },
    { input: 12.3456, output: 12.3456 },
    { input: ' 7 ', output: 7 },
    { input: '12.34567', error: tooPrecise },
    { input: 12.34567, error: tooPrecise },
    { input: 'abc', error: tooPrecise },
    { input: '1e5', error: tooPrecise },
    { input: '1.2.3', error: tooPrecise },
    { input: '-1', error: 'The Impacted Acres field must be 0 or more.' },
    { input: '', error: 'The Impacted Acres field is required.' },
    { input: null, error: 'The Impacted Acres field is required.' },
  ])('$input', (c) => check(impacted, c));

  it('checks an upper bound', () => {
    check(decimalNumber('Longitude', { maxDecimals: 5, min: -83.7, max: -75.1 }), {
      input: '-70.0000',
      error: 'The Longitude field must be -75.1 or less.',
    });
  });
});

describe('decimalNumber with minDecimals (decimal_between)', () => {
  const latitude = decimalNumber('Latitude', { minDecimals: 4, maxDecimals: 5, min: 36.43, max: 39.5 });
  const between = 'The Latitude field must be numeric and contain between 4 and 5 decimal places.';
  it.each<Case>([
    { input: '37.1234', output: 37.1234 },
    { input: '37.12345', output: 37.12345 },
    { input: 37.1234, output: 37.1234 },
    { input: '37', error: between },
    { input: '37.', error: between },
    { input: '37.123', error: between },
    { input: '37.123456', error: between },
    { input: 'north', error: between },
    { input: '35.1234', error: 'The Latitude field must be 36.43 or more.' },
    { input: '40.1234', error: 'The Latitude field must be 39.5 or less.' },
  ])('$input', (c) => check(latitude, c));
});

describe('acres', () => {
  const parcelAcres = acres('Acres', { min: 0.0001 });
  it.each<Case>([
    { input: '0.0001', output: 0.0001 },
    { input: '150.25', output: 150.25 },
    { input: '0.00001', error: 'The Acres field must be numeric and may contain up to 4 decimal places.' },
    { input: '0', error: 'The Acres field must be 0.0001 or more.' },
  ])('$input', (c) => check(parcelAcres, c));

  it('has no minimum unless asked', () => {
    check(acres('Minimum Acres'), { input: '0', output: 0 });
  });
});

describe('money', () => {
  const award = money('Award Amount', { min: 0.01 });
  const fee = money('Fee Charged', { min: 0 });
  it.each<Case>([
    { input: '1234.56', output: 1234.56 },
    { input: '$1,234.56', output: 1234.56 },
    { input: '1,234,567', output: 1234567 },
    { input: '0.01', output: 0.01 },
    { input: '.5', output: 0.5 },
    { input: 25, output: 25 },
    { input: '0.00', error: 'The Award Amount field must be $0.01 or more.' },
    { input: '-$5', error: 'The Award Amount field must be $0.01 or more.' },
    {
      input: '12.345',
      error: 'The Award Amount field must be numeric and may contain up to 2 decimal places.',
    },
    {
      input: '12,34',
      error: 'The Award Amount field must be numeric and may contain up to 2 decimal places.',
    },
    { input: 'ten', error: 'The Award Amount field must be numeric and may contain up to 2 decimal places.' },
    { input: '$', error: 'The Award Amount field must be numeric and may contain up to 2 decimal places.' },
    { input: '1'.repeat(31), error: 'The Award Amount field may not be greater than 30 characters.' },
    { input: '', error: 'The Award Amount field is required.' },
  ])('award $input', (c) => check(award, c));

  it.each<Case>([
    { input: '0', output: 0 },
    { input: '1'.repeat(30), output: Number('1'.repeat(30)) },
    { input: '-0.01', error: 'The Fee Charged field must be $0 or more.' },
  ])('fee $input', (c) => check(fee, c));
});

describe('wholeNumber', () => {
  const dwellings = wholeNumber('Dwelling Units');
  it.each<Case>([
    { input: '0', output: 0 },
    { input: '12', output: 12 },
    { input: 12, output: 12 },
    { input: '9'.repeat(18), output: Number('9'.repeat(18)) },
    { input: '1.5', error: 'The Dwelling Units field must be a whole number.' },
    { input: 1.5, error: 'The Dwelling Units field must be a whole number.' },
    { input: '-1', error: 'The Dwelling Units field must be a whole number.' },
    { input: 'two', error: 'The Dwelling Units field must be a whole number.' },
    { input: '9'.repeat(19), error: 'The Dwelling Units field may not be greater than 18 characters.' },
    { input: '', error: 'The Dwelling Units field is required.' },
  ])('$input', (c) => check(dwellings, c));

  it('takes another length limit', () => {
    check(wholeNumber('Feature Length', { maxLength: 3 }), {
      input: '1000',
      error: 'The Feature Length field may not be greater than 3 characters.',
    });
  });
});

describe('numericId', () => {
  const projectId = numericId('Project ID');
  it.each<Case>([
    { input: '1234', output: 1234 },
    { input: ' 1234 ', output: 1234 },
    { input: 1234, output: 1234 },
    { input: '1', output: 1 },
    { input: String(MaxIntegerId), output: MaxIntegerId },
    { input: '12a', error: 'The Project ID field may only contain numeric characters.' },
    { input: '-5', error: 'The Project ID field may only contain numeric characters.' },
    { input: '1.5', error: 'The Project ID field may only contain numeric characters.' },
    { input: '12345678901', error: 'The Project ID field may not be greater than 10 characters.' },
    { input: '0', error: 'The Project ID field must be 1 or more.' },
    { input: '9999999999', error: `The Project ID field must be ${MaxIntegerId} or less.` },
    { input: '', error: 'The Project ID field is required.' },
  ])('$input', (c) => check(projectId, c));
});

describe('list rules', () => {
  const components = multiRequired('Component', optionId('Component'));
  const propertyIds = uniqueValues('Property ID', atLeastTwo('Property ID', numericId('Property ID')));
  const property = exactlyOne('Property', numericId('Property'));

  it.each<[z.ZodType, Case]>([
    [components, { input: ['3'], output: [3] }],
    [components, { input: [3, '4'], output: [3, 4] }],
    [components, { input: [], error: 'At least one Component is required.' }],
    [components, { input: undefined, error: 'At least one Component is required.' }],
    [propertyIds, { input: ['10', '11'], output: [10, 11] }],
    [propertyIds, { input: ['10'], error: 'At least two Property IDs are required.' }],
    [propertyIds, { input: [], error: 'At least two Property IDs are required.' }],
    [property, { input: ['7'], output: [7] }],
    [property, { input: [], error: 'The Property field is required.' }],
    [property, { input: ['7', '8'], error: 'Only one Property is allowed.' }],
  ])('case %#', (schema, c) => check(schema, c));

  it('marks every entry of a duplicated value, at its own index', () => {
    expect(outcome(propertyIds, ['10', '11', '10', '10'])).toEqual({
      errors: [0, 2, 3].map((index) => ({
        path: [index],
        message: 'The value in the Property ID fields cannot be duplicated.',
      })),
    });
  });

  it('compares the parsed values, so text and number entries of one id are duplicates', () => {
    expect(outcome(propertyIds, ['10', 10])).toEqual({
      errors: [0, 1].map((index) => ({ path: [index], message: messages.unique('Property ID') })),
    });
  });

  it("reports an entry's own message at its index", () => {
    expect(outcome(propertyIds, ['10', 'x1'])).toEqual({
      errors: [{ path: [1], message: 'The Property ID field may only contain numeric characters.' }],
    });
  });
});

describe('requestorRoleIds', () => {
  it.each<[boolean, Case]>([
    [false, { input: ['39'], output: [39] }],
    [false, { input: [24, 39], output: [24, 39] }],
    [false, { input: [24], error: 'Requestor role is required.' }],
    [false, { input: [], error: 'At least one Role is required.' }],
    [true, { input: [24], output: [24] }],
    [true, { input: [], error: 'At least one Role is required.' }],
  ])('admin %s: %o', (isAdmin, c) => check(requestorRoleIds({ isAdmin }), c));
});

describe('boxFolderId', () => {
  it.each<Case>([
    { input: '123456789012', output: '123456789012' },
    { input: 98765, output: '98765' },
    { input: '', error: 'The Box Folder ID field is required.' },
    { input: null, error: 'The Box Folder ID field is required.' },
    { input: 'abc', error: 'The Box Folder ID field may only contain numeric characters.' },
    {
      input: 'https://app.box.com/folder/123',
      error: 'The Box Folder ID field may only contain numeric characters.',
    },
    { input: '1'.repeat(30), output: '1'.repeat(30) },
    { input: '1'.repeat(31), error: 'The Box Folder ID field may not be greater than 30 characters.' },
  ])('$input', (c) => check(boxFolderId, c));
});

describe('usDate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 11:30 pm on 15 March 2024 in New York is already 16 March in UTC.
    vi.setSystemTime(new Date('2024-03-16T03:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const date = usDate('Date');
  const eventDate = usDate('Event Date', { notInFuture: true });
  const invalid = 'The Date field must be a valid date in the format MM/DD/YYYY.';

  it.each<Case>([
    { input: '03/05/2024', output: '2024-03-05' },
    { input: '3/5/2024', output: '2024-03-05' },
    { input: '02/29/2024', output: '2024-02-29' },
    { input: '2024-03-05', output: '2024-03-05' },
    { input: '2024-03-05T04:59:59Z', output: '2024-03-04' },
    { input: '2024-03-05T05:00:00.000Z', output: '2024-03-05' },
    { input: '2024-07-01T00:30:00-04:00', output: '2024-07-01' },
    { input: '12/31/2999', output: '2999-12-31' },
    { input: '02/30/2024', error: invalid },
    { input: '02/29/2023', error: invalid },
    { input: '13/01/2024', error: invalid },
    { input: '2024-13-01', error: invalid },
    { input: '03-05-2024', error: invalid },
    { input: 'yesterday', error: invalid },
    { input: '', error: 'The Date field is required.' },
    { input: null, error: 'The Date field is required.' },
    { input: 20240305, error: 'The Date field is required.' },
  ])('$input', (c) => check(date, c));

  it.each<Case>([
    { input: '03/15/2024', output: '2024-03-15' },
    { input: '01/01/2020', output: '2020-01-01' },
    { input: '03/16/2024', error: 'The Event Date field may not be a future date.' },
    { input: '2024-03-16T03:30:00Z', output: '2024-03-15' },
  ])('not in the future, New York time: $input', (c) => check(eventDate, c));
});

describe('minValueIf', () => {
  const feature = z
    .object({ dwellingUnits: wholeNumber('Dwelling Units'), finishedArea: wholeNumber('Finished Area') })
    .check(
      minValueIf<{ dwellingUnits: number; finishedArea: number }>({
        key: 'finishedArea',
        field: 'Finished Area',
        otherKey: 'dwellingUnits',
        other: 'Dwelling Units',
      }),
    );

  it.each([
    { dwellingUnits: '0', finishedArea: '0' },
    { dwellingUnits: '2', finishedArea: '1800' },
    { dwellingUnits: '0', finishedArea: '500' },
  ])('accepts %o', (input) => {
    expect(feature.safeParse(input).success).toBe(true);
  });

  it('puts the message on the dependent field', () => {
    expect(outcome(feature, { dwellingUnits: '1', finishedArea: '0' })).toEqual({
      errors: [
        {
          path: ['finishedArea'],
          message: 'The Finished Area field must be greater than 0 when Dwelling Units is greater than 0.',
        },
      ],
    });
  });
});

describe('OpenAPI', () => {
  it('describes a request body built from every block, with blank-able fields optional', () => {
    const body = z.object({
      name: requiredText('Name', { max: 50 }),
      notes: optionalText('Notes', { max: 1000 }),
      statusId: optionId('Status'),
      acres: acres('Acres'),
      fee: money('Fee Charged', { min: 0 }),
      dwellingUnits: wholeNumber('Dwelling Units'),
      propertyIds: uniqueValues('Property ID', atLeastTwo('Property ID', numericId('Property ID'))),
      typeIds: multiRequired('Component', optionId('Component')),
      propertyId: exactlyOne('Property', numericId('Property')),
      roleIds: requestorRoleIds({ isAdmin: false }),
      folderId: boxFolderId,
      date: usDate('Date', { notInFuture: true }),
    });
    const schema = z.toJSONSchema(body, { io: 'input' });
    expect(schema.required).toEqual(Object.keys(body.shape).filter((key) => key !== 'notes'));
    expect(schema.properties?.statusId).toEqual({ type: ['string', 'number'] });
  });
});
