import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { BaseInputTemplate, limitNote, type InputOverrides } from './BaseInputTemplate';
import { trimming } from '../widgets/shared/trimRules';

describe('limitNote', () => {
  it('speaks up only once the text reaches its limit', () => {
    expect(limitNote('x'.repeat(49), 50)).toBe('');
    expect(limitNote('x'.repeat(50), 50)).toBe('50 of 50 characters');
    expect(limitNote(undefined, 50)).toBe('');
    expect(limitNote('abc', undefined)).toBe('');
  });
});

describe('limitNote in Spanish', () => {
  it('reads in the words it is given', () => {
    expect(limitNote('x'.repeat(5), 5, '{length} de {limit} caracteres')).toBe('5 de 5 caracteres');
  });
});

/** The template alone, with what rjsf would hand it; `onTyped` as boundWidgets.tsx gives it. */
function inputProps(overrides: Partial<BaseInputTemplateProps & InputOverrides>) {
  return {
    id: 'root_name',
    name: 'name',
    label: 'Name',
    value: undefined,
    schema: { type: 'string', maxLength: 5 },
    options: { emptyValue: undefined },
    onChange: vi.fn(),
    onBlur: vi.fn(),
    onFocus: vi.fn(),
    ...overrides,
  } as unknown as BaseInputTemplateProps & InputOverrides;
}

describe('BaseInputTemplate with onTyped', () => {
  it('keeps what is typed itself and hands it to onTyped ("" as the empty value)', () => {
    const props = inputProps({ onTyped: vi.fn() });
    render(<BaseInputTemplate {...props} />);
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: 'Jan' } });
    expect(input).toHaveValue('Jan');
    fireEvent.change(input, { target: { value: '' } });
    expect(props.onTyped).toHaveBeenNthCalledWith(1, 'Jan');
    expect(props.onTyped).toHaveBeenNthCalledWith(2, undefined);
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('shows a value given from elsewhere', () => {
    const props = inputProps({ onTyped: vi.fn(), value: 'Ann' });
    const { rerender } = render(<BaseInputTemplate {...props} />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveValue('Ann');
    fireEvent.change(input, { target: { value: 'Anne' } });
    rerender(<BaseInputTemplate {...props} value="Bea" />);
    expect(input).toHaveValue('Bea');
  });

  it('says so at the limit, and no longer below it', () => {
    render(<BaseInputTemplate {...inputProps({ onTyped: vi.fn() })} />);
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: 'abcde' } });
    expect(input).toHaveAccessibleDescription('5 of 5 characters');
    fireEvent.change(input, { target: { value: 'abcd' } });
    expect(input).not.toHaveAccessibleDescription();
  });

  it('with a trimming rule: shows what is typed less leading space, keeps it trimmed', () => {
    const props = inputProps({ onTyped: vi.fn(), typedText: trimming });
    const { rerender } = render(<BaseInputTemplate {...props} />);
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: '  Mary ' } });
    expect(input).toHaveValue('Mary ');
    expect(props.onTyped).toHaveBeenLastCalledWith('Mary');
    // A form that draws every field on each change hands the trimmed value back: the space stays.
    rerender(<BaseInputTemplate {...props} value="Mary" />);
    expect(input).toHaveValue('Mary ');
    fireEvent.blur(input);
    expect(input).toHaveValue('Mary');
  });

  it('stays controlled for a widget with its own change rule: a refused key is not shown', () => {
    const props = inputProps({ onTyped: vi.fn(), value: '(305', onChangeOverride: () => {} });
    render(<BaseInputTemplate {...props} />);
    const input = screen.getByRole('textbox');
    fireEvent.change(input, { target: { value: '(305a' } });
    expect(input).toHaveValue('(305');
    expect(props.onTyped).not.toHaveBeenCalled();
  });
});
