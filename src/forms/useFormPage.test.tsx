import { Suspense, type ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import consentSchema from '../../schemas/consent/schema.json';
import consentUi from '../../schemas/consent/ui.json';
import { defaultConfig } from '../../contract/config';
import { ConfigContext } from '../lib/config/ConfigContext';
import { LanguageProvider } from '../lib/i18n/WordsContext';
import { loadWords } from '../lib/i18n/loadWords';
import { useFormPage, type FormPageOptions } from './useFormPage';

const consent = {
  id: 'consent',
  schema: consentSchema as RJSFSchema,
  uiSchema: consentUi as UiSchema,
};
const company = { ...defaultConfig.company, name: 'Acme Medical', website: 'https://acme.test' };

async function renderPage(language: 'en' | 'es', options?: FormPageOptions) {
  const words = await loadWords(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ConfigContext.Provider value={{ ...defaultConfig, company }}>
      <LanguageProvider initial={{ language, words }}>
        <Suspense>{children}</Suspense>
      </LanguageProvider>
    </ConfigContext.Provider>
  );
  // A language other than English fetches the form's translation first (the page suspends).
  const hook = await act(async () => renderHook(() => useFormPage(consent, options), { wrapper }));
  await waitFor(() => expect(hook.result.current).not.toBeNull());
  return hook;
}

describe('useFormPage', () => {
  it("names the page after the form's title, in the tab too, and gives its description", async () => {
    const { result } = await renderPage('en');
    expect(result.current.title).toBe('Text Message Consent');
    expect(result.current.uiSchema).toBe(consent.uiSchema);
    expect(result.current.description).toMatch(/^Get text messages about your orders/);
    await waitFor(() => expect(document.title).toContain('Text Message Consent'));
    expect(document.title).toContain('Acme Medical');
  });

  it("takes forms.json's title in English, and the form's translated one in Spanish", async () => {
    const english = await renderPage('en', { listedTitle: 'Listed' });
    expect(english.result.current.title).toBe('Listed');
    const spanish = await renderPage('es', { listedTitle: 'Listed' });
    expect(spanish.result.current.title).toBe('Consentimiento para mensajes de texto');
    expect(spanish.result.current.uiSchema).not.toBe(consent.uiSchema);
  });

  it("fills the company into the form's texts, with one context object across renders", async () => {
    const { result, rerender } = await renderPage('en');
    const { formContext } = result.current;
    expect(formContext.textValues).toEqual({
      company: 'Acme Medical',
      website: 'https://acme.test',
    });
    rerender();
    // rjsf memoises every field on formContext: a new object would draw the whole form again.
    expect(result.current.formContext).toBe(formContext);
  });
});
