import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadedOrLazy } from './loadedOrLazy';
import { pageLoader, type PageModule } from './pageModules';

const orderPage: PageModule = { default: () => <p>Order page</p> };

function renderInSuspense(loader: ReturnType<typeof pageLoader>) {
  const Page = loadedOrLazy(loader);
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Page />
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
