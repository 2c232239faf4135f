import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createRef } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import schema from '../../../schemas/order-rx/schema.json';
import { ConfigContext } from '../../lib/config/ConfigContext';
import { defaultConfig, type AppConfig } from '../../../contract/config';
import { preloadLazyParts, type FormController } from '../../forms';
import { drawAllSections } from '../../forms/drawnForm.testing';
import { OrderRxScreen, type OrderRxScreenProps } from './OrderRxScreen';

function renderScreen(
  props: OrderRxScreenProps = {},
  config: Partial<AppConfig> = {},
  url = '/order-rx-form',
) {
  return render(
    <ConfigContext.Provider value={{ ...defaultConfig, ...config }}>
      <MemoryRouter initialEntries={[url]}>
        <OrderRxScreen {...props} />
      </MemoryRouter>
    </ConfigContext.Provider>,
  );
}

async function renderWholeScreen() {
  renderScreen();
  await drawAllSections();
}

const byKey = (key: string) => document.getElementById(`root_${key}`) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: 'Send' });

describe('OrderRxScreen with the real schema files', { timeout: 20_000 }, () => {
  // "Who signs?" is a radio group, one of the registry's lazy parts: loaded before the fake clock.
  beforeAll(() => preloadLazyParts());
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders an input for every schema key and the attachments heading', async () => {
    await renderWholeScreen();
    const keys = Object.keys(schema.properties).filter((k) => k !== 'orfAttachments');
    expect(keys.filter((key) => !byKey(key))).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Upload the Rx and chart notes' })).toBeVisible();
  });

  it('labels products as on the paper form and prints each quantity cap beside its product', async () => {
    await renderWholeScreen();
    expect(screen.getByRole('checkbox', { name: 'Night Splints LT/RT' }).id).toBe(
      'root_orfOrthoticsFieldsNSLR',
    );
    expect(
      screen.getByRole('checkbox', { name: 'Silicone Breast Prosthesis LT/RT' }),
    ).toBeVisible();
    const products = [
      'Disposable Chux',
      'Diapers',
      'Panties',
      'Liners',
      'Reusable Chux Bed Size',
      'Reusable Chux Chair Size',
      'Gloves',
      'Wet Wipes',
    ];
    const caps = [
      'max 300',
      'max 250',
      'max 5',
      'max 5',
      'max 2',
      'max 2',
      'max 1 box',
      'max 1 box',
    ];
    products.forEach((product, i) => {
      const box = screen.getByRole('checkbox', { name: product });
      const quantity = screen.getByRole('textbox', { name: `${product} quantity` });
      expect(quantity.id).toBe(`root_orfInputFormIPQTY${i}`);
      expect(quantity).toHaveAccessibleDescription(caps[i]);
      // The quantity cell directly follows its product's cell.
      expect(box.closest('.rx-cell')!.nextElementSibling).toContainElement(quantity);
    });
  }, 30_000);

  it('starts with every checkbox false and no files in the values', () => {
    const controller = createRef<FormController>();
    renderScreen({ controllerRef: controller });
    const values = controller.current!.getValues();
    const booleans = Object.entries(schema.properties).filter(([, p]) => p.type === 'boolean');
    expect(booleans.length).toBe(65); // the products
    for (const [key] of booleans) expect(values[key]).toBe(false);
    // "Sign here", the default, brings the signature's attestation box.
    expect(values.orfSignatureAttestation).toBe(false);
    expect(values).not.toHaveProperty('orfAttachments');
  });

  it('shows the required messages once touched and enables Send with name and phone', async () => {
    const onSend = vi.fn();
    renderScreen({ onSend });
    expect(sendButton()).toHaveAttribute('title', 'Send');
    act(() => vi.advanceTimersByTime(1000));
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAttribute('title', 'Name and phone are required');
    fireEvent.blur(byKey('orfPatientName'));
    fireEvent.blur(byKey('orfPhone'));
    expect(byKey('orfPatientName')).toHaveAccessibleDescription('Patient Name is required');
    expect(byKey('orfPhone')).toHaveAccessibleDescription('Phone is required');
    const line = document.querySelector('.rx-send-blockers');
    expect(line).toHaveTextContent(/^Missing: Patient Name, Patient Phone$/);
    expect(sendButton()).toHaveAccessibleDescription('Missing: Patient Name, Patient Phone');
    // Each name is a link that moves the focus to its field (GOV.UK error summary style).
    fireEvent.click(screen.getByRole('link', { name: 'Patient Phone' }));
    expect(byKey('orfPhone')).toHaveFocus();
    fireEvent.click(screen.getByRole('link', { name: 'Patient Name' }));
    expect(byKey('orfPatientName')).toHaveFocus();

    fireEvent.change(byKey('orfPatientName'), { target: { value: 'Jane Roe' } });
    fireEvent.change(byKey('orfPhone'), { target: { value: '5550100199' } });
    expect(byKey('orfPhone')).toHaveValue('(555) 010-0199');
    expect(sendButton()).toBeEnabled();
    expect(sendButton()).toHaveAttribute('title', 'Send');
    await act(async () => fireEvent.click(sendButton()));
    expect(onSend).toHaveBeenCalledWith(
      expect.objectContaining({ orfPatientName: 'Jane Roe', orfPhone: '(555) 010-0199' }),
    );
  });

  it('shows the company contact, the notice, and marks the buttons for PDF exclusion', () => {
    renderScreen({}, { notice: { message: 'Closed Monday', color: 'red' } });
    const header = screen.getByRole('banner');
    for (const text of [
      '(555) 010-0101',
      '(555) 010-0100',
      'www.example.com',
      'orders@example.com',
    ]) {
      expect(within(header).getByText(text)).toBeVisible();
    }
    expect(screen.getByText('Closed Monday')).toBeVisible();
    expect(document.getElementById('order-rx-content')).toContainElement(header);
  });

  it('has no notice bar without a message, and no buttons with ?orderRx=true', () => {
    renderScreen({}, { notice: { message: ' ', color: 'red' } }, '/order-rx-form?orderRx=true');
    expect(document.querySelector('.rx-notice')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('offers "Who signs?", whose "send to sign" brings the practitioner\'s contacts', async () => {
    const controller = createRef<FormController>();
    renderScreen({ controllerRef: controller });
    await drawAllSections();
    const group = screen.getByRole('radiogroup', { name: 'Who signs?' });
    expect(within(group).getByRole('radio', { name: /sign here/ })).toBeChecked();
    expect(byKey('orfSignerMobile')).toBeNull();
    fireEvent.click(within(group).getByRole('radio', { name: /to the practitioner to sign/ }));
    expect(byKey('orfSignerMobile')).toBeVisible();
    fireEvent.change(byKey('orfPreparedBy'), { target: { value: 'Dana Reyes' } });
    expect(controller.current!.getValues()).toMatchObject({
      orfWhoSigns: 'practitioner',
      orfPreparedBy: 'Dana Reyes',
    });
    fireEvent.click(within(group).getByRole('radio', { name: /is attached/ }));
    expect(byKey('orfPreparedBy')).toBeNull();
    expect(controller.current!.getValues()).not.toHaveProperty('orfPreparedBy');
  });

  it('shows the signature only to sign here, and sends none of it with another choice', async () => {
    const controller = createRef<FormController>();
    renderScreen({ controllerRef: controller });
    await drawAllSections();
    const group = screen.getByRole('radiogroup', { name: 'Who signs?' });
    const signatureKeys = ['orfSignature', 'orfSignatureName', 'orfSignatureAttestation'];
    fireEvent.change(byKey('orfSignatureName'), { target: { value: 'Alan Smith, MD' } });
    fireEvent.click(byKey('orfSignatureAttestation'));
    expect(controller.current!.getValues()).toMatchObject({
      orfSignatureName: 'Alan Smith, MD',
      orfSignatureAttestation: true,
    });
    for (const choice of [/to the practitioner to sign/, /is attached/]) {
      fireEvent.click(within(group).getByRole('radio', { name: choice }));
      expect(signatureKeys.filter((key) => byKey(key))).toEqual([]);
      expect(screen.queryByRole('img', { name: /Prescriber's signature/ })).toBeNull();
      const values = controller.current!.getValues();
      expect(signatureKeys.filter((key) => key in values)).toEqual([]);
    }
    fireEvent.click(within(group).getByRole('radio', { name: /sign here/ }));
    // Back to "sign here": the fields again, empty, as the practitioner's contacts come back
    // empty (rjsf drops the value of a field its condition hides).
    expect(byKey('orfSignatureName')).toHaveValue('');
    expect(byKey('orfSignatureAttestation')).not.toBeChecked();
    expect(controller.current!.getValues().orfSignatureName).toBeUndefined();
  });

  it('leaves "Who signs?" out of the shop unless config.json offers it there', async () => {
    renderScreen({}, {}, '/order-rx-form?orderRx=true');
    await drawAllSections();
    expect(screen.queryByRole('radiogroup', { name: 'Who signs?' })).toBeNull();
  });

  it('offers "Who signs?" in the shop with signingChoiceInShop', async () => {
    renderScreen({}, { signingChoiceInShop: true }, '/order-rx-form?orderRx=true');
    await drawAllSections();
    expect(screen.getByRole('radiogroup', { name: 'Who signs?' })).toBeVisible();
  });
});
