import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import fixtureSchema from '../../tests/fixtures/extra-checkbox/schema.json';
import fixtureUi from '../../tests/fixtures/extra-checkbox/ui.json';
import { SchemaForm, type FormController } from './SchemaForm';
import { SubmitButton } from './SubmitButton';

const schema = fixtureSchema as RJSFSchema;
const uiSchema = fixtureUi as UiSchema;

function renderFixture(onSubmit = vi.fn(), formSchema = schema, formUi = uiSchema) {
  const controller = createRef<FormController>();
  render(
    <SchemaForm
      schema={formSchema}
      uiSchema={formUi}
      controllerRef={controller}
      onSubmit={onSubmit}
    >
      <SubmitButton uiSchema={formUi} />
    </SchemaForm>,
  );
  return { controller, onSubmit, name: document.getElementById('root_orfPatientName')! };
}

describe('SchemaForm', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders a checkbox added only in the fixture files, in its section grid', () => {
    renderFixture();
    const scooter = screen.getByRole('checkbox', { name: 'Knee Scooter' });
    expect(scooter.id).toBe('root_orfMobilityAddonsKS');
    expect(scooter).not.toBeChecked();
    const section = screen.getByRole('region', { name: 'Mobility' });
    expect(section).toContainElement(scooter);
    expect(section).toContainElement(document.getElementById('root_orfMobilityTitleDxCode'));
  });

  it('validates itself after 1 s without marking fields touched', () => {
    const { name } = renderFixture();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeEnabled();
    act(() => vi.advanceTimersByTime(1000));
    expect(submit).toBeDisabled();
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).not.toHaveAttribute('placeholder');
  });

  it("names what is missing in the Send title from the fields' current titles, unless staff wrote one", () => {
    const properties = schema.properties as Record<string, RJSFSchema>;
    const renamed: RJSFSchema = {
      ...schema,
      properties: {
        ...properties,
        orfPatientName: { ...properties.orfPatientName, title: 'Full name' },
      },
    };
    renderFixture(vi.fn(), renamed);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute(
      'title',
      'Missing: Full name',
    );
  });

  it('keeps a Send title staff wrote themselves', () => {
    const written = {
      ...uiSchema,
      'ui:options': { ...uiSchema['ui:options'], invalidSubmitTitle: 'Name please' },
    };
    renderFixture(vi.fn(), schema, written);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('title', 'Name please');
  });

  it('shows the ui.json message as text under the field once it is blurred', () => {
    const { name } = renderFixture();
    fireEvent.blur(name);
    act(() => vi.advanceTimersByTime(1000));
    expect(name.closest('.rx-field')).toHaveTextContent('Fixture name is required');
    expect(name).not.toHaveAttribute('placeholder');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Fixture name is required');
    fireEvent.change(name, { target: { value: 'Jane' } });
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('a submit attempt with errors touches every field and does not call onSubmit', async () => {
    const { name, onSubmit } = renderFixture();
    await act(async () => fireEvent.submit(name.closest('form')!));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(name);
  });

  it('submits valid values, and the controller reads, loads and resets them', async () => {
    const { name, onSubmit, controller } = renderFixture();
    fireEvent.change(name, { target: { value: 'Jane' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Knee Scooter' }));
    await act(async () => fireEvent.submit(name.closest('form')!));
    const expected = {
      orfPatientName: 'Jane',
      orfMobilityAddonsQC: false,
      orfMobilityAddonsKS: true,
    };
    expect(onSubmit).toHaveBeenCalledWith(expected);
    expect(controller.current!.getValues()).toEqual(expected);

    act(() => controller.current!.reset());
    expect(document.getElementById('root_orfPatientName')).toHaveValue('');
    expect(controller.current!.getValues()).toEqual({
      orfMobilityAddonsQC: false,
      orfMobilityAddonsKS: false,
    });
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();

    act(() => controller.current!.load({ ...expected, orfPatientName: 'Draft' }));
    expect(document.getElementById('root_orfPatientName')).toHaveValue('Draft');
    expect(screen.getByRole('checkbox', { name: 'Knee Scooter' })).toBeChecked();
  });

  // Every input reads and reports through one value source: a static form keeps the values, a
  // live one (its fields come and go) hands them to rjsf; a widget works the same in both.
  it.each([
    ['static', {}],
    ['live', { if: { required: ['boxes'] }, then: { required: ['item'] } }],
  ])('a quantity ticks its item in a %s form', (_shape, condition) => {
    const ticking: RJSFSchema = {
      type: 'object',
      properties: {
        item: { type: 'boolean', title: 'Gloves', default: false },
        boxes: { type: 'integer', title: 'Boxes', minimum: 0, maximum: 5 },
      },
      ...condition,
    };
    const ui: UiSchema = { boxes: { 'ui:widget': 'quantity', 'ui:options': { ticks: 'item' } } };
    const { controller } = renderFixture(vi.fn(), ticking, ui);
    const boxes = screen.getByRole('textbox', { name: 'Boxes' });
    act(() => fireEvent.change(boxes, { target: { value: '2' } }));
    expect(screen.getByRole('checkbox', { name: 'Gloves' })).toBeChecked();
    expect(boxes).toHaveValue('2');
    expect(controller.current!.getValues()).toEqual({ item: true, boxes: 2 });
  });
});
