import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadedOrLazy } from './loadedOrLazy';
import type { FormEntry } from '../../contract/catalog';
import { formPages, pageLoader, type PageModule } from './pageModules';

const orderPage: PageModule = { default: () => <p>Order page</p> };
const form: FormEntry = { id: 'contact', route: '/contact', title: 'Contact', sendTo: 'none' };

function renderInSuspense(loader: ReturnType<typeof pageLoader>) {
  const Page = loadedOrLazy(loader);
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Page form={form} />
    </Suspense>,
  );
}

describe('loadedOrLazy', () => {
  it('draws a page whose code has arrived in the first render, without the fallback', async () => {
    const loader = pageLoader(() => Promise.resolve(orderPage));
    await loader.load();
    renderInSuspense(loader);
    expect(screen.getByText('Order page')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows the fallback while a page is downloaded, then the page', async () => {
    renderInSuspense(pageLoader(() => Promise.resolve(orderPage)));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Order page')).toBeInTheDocument();
  });
});

describe('pageLoader', () => {
  it('downloads a page once however often it is asked for', async () => {
    const importPage = vi.fn(() => Promise.resolve(orderPage));
    const loader = pageLoader(importPage);
    await Promise.all([loader.load(), loader.load()]);
    await loader.load();
    expect(importPage).toHaveBeenCalledTimes(1);
    expect(loader.loaded).toBe(orderPage);
  });

  it('tries a failed download again', async () => {
    const importPage = vi
      .fn<() => Promise<PageModule>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(orderPage);
    const loader = pageLoader(importPage);
    await expect(loader.load()).rejects.toThrow('Failed to fetch');
    expect(loader.loaded).toBeUndefined();
    await expect(loader.load()).resolves.toBe(orderPage);
    expect(importPage).toHaveBeenCalledTimes(2);
  });
});

describe('pageLoader with a form', () => {
  it('prepares what the page needs for its form before the page counts as loaded', async () => {
    let finishPreparing = () => {};
    const prepare = vi.fn(() => new Promise<void>((done) => (finishPreparing = done)));
    const loader = pageLoader(() => Promise.resolve({ ...orderPage, prepare }), form);
    const loading = loader.load();
    await vi.waitFor(() => expect(prepare).toHaveBeenCalledWith(form));
    expect(loader.loaded).toBeUndefined();
    finishPreparing();
    await loading;
    expect(loader.loaded?.default).toBe(orderPage.default);
  });
});

describe('formPages', () => {
  it('has every form of forms.json by its route, bespoke and generic alike', () => {
    expect([...formPages.keys()]).toEqual(
      expect.arrayContaining(['/order-rx-form', '/conset-messages-form', '/examples/all-fields']),
    );
    expect(formPages.get('/examples/all-fields')?.form.sendTo).toBe('email');
  });
});
