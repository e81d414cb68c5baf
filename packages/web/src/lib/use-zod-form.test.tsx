import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import { useZodForm } from './use-zod-form';

const schema = z.object({
  name: z.string().trim().min(1, 'The Name field is required.').max(5, 'Too long.'),
  notes: z.string().max(3, 'The Notes field may not be greater than 3 characters.'),
});

const setup = () => renderHook(() => useZodForm({ schema, initialValues: { name: '', notes: '' } }));

describe('useZodForm', () => {
  it('shows the first message per field and returns null when invalid', () => {
    const { result } = setup();
    act(() => result.current.setValue('notes', 'abcd'));
    let parsed: unknown;
    act(() => {
      parsed = result.current.validate();
    });
    expect(parsed).toBeNull();
    expect(result.current.errors).toEqual({
      name: 'The Name field is required.',
      notes: 'The Notes field may not be greater than 3 characters.',
    });
  });

  it('returns the parsed values when valid and clears the messages', () => {
    const { result } = setup();
    act(() => result.current.setValue('name', '  Ann '));
    let parsed: unknown;
    act(() => {
      parsed = result.current.validate();
    });
    expect(parsed).toEqual({ name: 'Ann', notes: '' });
    expect(result.current.errors).toEqual({});
  });

  it("merges the server's field errors and clears one when its field is edited", () => {
    const { result } = setup();
    let message = '';
    act(() => {
      message = result.current.applyServerError(
        new ApiError({ status: 400, message: 'Invalid input', fieldErrors: { name: ['Name taken.', 'x'] } }),
      );
    });
    expect(message).toBe('Invalid input');
    expect(result.current.errors.name).toBe('Name taken.');
    act(() => result.current.setValue('name', 'Bo'));
    expect(result.current.errors.name).toBeUndefined();
  });

  it('resets values and errors', () => {
    const { result } = setup();
    act(() => {
      result.current.validate();
    });
    act(() => result.current.reset({ name: 'Cy', notes: '' }));
    expect(result.current.values.name).toBe('Cy');
    expect(result.current.errors).toEqual({});
  });

  it('binds fields: text, choice (cleared is empty) and check carry the value, its change and its message', () => {
    const bound = z.object({
      name: z.string().min(1, 'The Name field is required.'),
      typeId: z.string(),
      done: z.boolean(),
    });
    const { result } = renderHook(() =>
      useZodForm({ schema: bound, initialValues: { name: '', typeId: '', done: false } }),
    );
    act(() => void result.current.validate());
    expect(result.current.text('name')).toMatchObject({ value: '', error: 'The Name field is required.' });
    act(() => result.current.text('name').onChange({ currentTarget: { value: 'Ann' } } as never));
    expect(result.current.text('name')).toMatchObject({ value: 'Ann', error: undefined });

    expect(result.current.choice('typeId').value).toBeNull();
    act(() => result.current.choice('typeId').onChange('7'));
    expect(result.current.choice('typeId').value).toBe('7');
    act(() => result.current.choice('typeId').onChange(null));
    expect(result.current.values.typeId).toBe('');

    act(() => result.current.check('done').onChange({ currentTarget: { checked: true } } as never));
    expect(result.current.check('done').checked).toBe(true);
  });
});
