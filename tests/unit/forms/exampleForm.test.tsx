import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import exampleSchema from '../../../schemas/examples-all-fields/schema.json';
import exampleUi from '../../../schemas/examples-all-fields/ui.json';
import { SchemaForm, type FormController } from '../../../src/forms/SchemaForm';
import { SubmitButton } from '../../../src/forms/SubmitButton';
import { preloadLazyParts } from '../../../src/forms/lazyComponent';

const schema = exampleSchema as unknown as RJSFSchema;
const uiSchema = exampleUi as UiSchema;

async function renderExample() {
  await preloadLazyParts();
  const controller = createRef<FormController>();
  const onSubmit = vi.fn();
  const onValuesChange = vi.fn();
  await act(async () => {
    render(
      <SchemaForm
        schema={schema}
        uiSchema={uiSchema}
        controllerRef={controller}
        onSubmit={onSubmit}
        onValuesChange={onValuesChange}
        selfValidateAfterMs={0}
      >
        <SubmitButton uiSchema={uiSchema} />
      </SchemaForm>,
    );
  });
  // A long form draws its last sections right after the first paint.
  await screen.findByRole('region', { name: 'Patient and payment' }, { timeout: 5000 });
  return { controller, onSubmit, onValuesChange, user: userEvent.setup() };
}

describe('the example form with every kind of field', { timeout: 30_000 }, () => {
  it('draws each standard widget with its label', async () => {
    const { controller } = await renderExample();
    expect(screen.getByRole('combobox', { name: /Delivery preference/ })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Best way to reach you' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Text message' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Wrong size' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('slider', { name: /satisfied/ })).toHaveValue('3');
    expect(screen.getByRole('spinbutton', { name: /height/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Supplier' })).toHaveAttribute('readonly');
    // A hidden field is not drawn, and its value is still sent.
    expect(screen.queryByText('Sent from')).toBeNull();
    expect(controller.current!.getValues().formSource).toBe('website');
    expect(screen.getByText('Where the items should go.')).toBeInTheDocument();
    expect(screen.getByText(/decimals are fine/)).toBeInTheDocument();
  });

  it('keeps a typed decimal as a number, valid under a decimal maximum', async () => {
    const { controller, user } = await renderExample();
    const weight = screen.getByRole('textbox', { name: /weight/ });
    await user.type(weight, '72.5');
    expect(weight).toHaveValue('72.5');
    expect(controller.current!.getValues().weightKg).toBe(72.5);
    await user.tab();
    expect(weight).not.toHaveAttribute('aria-invalid');
    await user.clear(weight);
    await user.type(weight, '300.6');
    await user.tab();
    expect(weight).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows "Which reason?" only while "Other reason" is ticked, and drops its value after', async () => {
    const { controller, user } = await renderExample();
    expect(screen.queryByRole('textbox', { name: /Which reason/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Other reason' }));
    const which = await screen.findByRole('textbox', { name: /Which reason/ });
    expect(which).toHaveAttribute('aria-required', 'true');
    const section = screen.getByRole('region', { name: 'The request' });
    expect(section).toContainElement(which);
    await user.type(which, 'Too heavy');
    expect(controller.current!.getValues().otherReason).toBe('Too heavy');
    await user.click(screen.getByRole('checkbox', { name: 'Other reason' }));
    expect(screen.queryByRole('textbox', { name: /Which reason/ })).toBeNull();
    expect(controller.current!.getValues()).not.toHaveProperty('otherReason');
  });

  it('adds, numbers and removes rows of extra items, up to maxItems', async () => {
    const { controller, user } = await renderExample();
    const add = screen.getByRole('button', { name: 'Add extra item' });
    await user.click(add);
    await user.click(add);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getByRole('heading', { name: 'Extra item 2' })).toBeInTheDocument();
    await user.type(document.getElementById('root_extraItems_1_item')!, 'Gloves');
    await user.type(document.getElementById('root_extraItems_1_quantity')!, '3');
    expect(controller.current!.getValues().extraItems).toEqual([
      {},
      { item: 'Gloves', quantity: 3 },
    ]);
    await user.click(screen.getByRole('button', { name: 'Remove extra item 1' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(controller.current!.getValues().extraItems).toEqual([{ item: 'Gloves', quantity: 3 }]);
    for (let i = 0; i < 4; i++) await user.click(add);
    expect(add).toBeDisabled();
  });

  it('asks for the insurance fields only when the patient has insurance', async () => {
    const { user } = await renderExample();
    expect(screen.queryByRole('textbox', { name: /Insurance company/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'The patient has insurance' }));
    expect(await screen.findByRole('textbox', { name: /Insurance company/ })).toBeInTheDocument();
  });
});
