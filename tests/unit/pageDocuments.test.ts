import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import {
  documentFileName,
  pageFiles,
  withPageLinks,
} from '../../scripts/vite-plugin-page-documents';

/** A bundle's chunk with only what the plugin reads. */
function chunk(fileName: string, imports: string[], css: string[] = []): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

const index = `<!doctype html>
<html>
  <head>
    <script type="module" crossorigin src="/forms/assets/startup.js"></script>
  </head>
  <body></body>
</html>`;

describe('page documents', () => {
  it("lists a page's chunk, what it imports (once, cycles included) and their style sheets", () => {
    const page = chunk('assets/Page.js', ['assets/shell.js', 'assets/api.js'], ['assets/Page.css']);
    const bundle = {
      'assets/Page.js': page,
      'assets/shell.js': chunk('assets/shell.js', ['assets/startup.js']),
      'assets/api.js': chunk('assets/api.js', ['assets/shell.js'], ['assets/api.css']),
      'assets/startup.js': chunk('assets/startup.js', ['assets/shell.js']),
      'assets/lazy.js': chunk('assets/lazy.js', []),
    } as Rollup.OutputBundle;
    expect(pageFiles(bundle, page)).toEqual([
      'assets/Page.js',
      'assets/shell.js',
      'assets/startup.js',
      'assets/api.js',
      'assets/Page.css',
      'assets/api.css',
    ]);
  });

  it('adds a link per file index.html does not load yet, under the base, at the end of the head', () => {
    const html = withPageLinks(
      index,
      ['assets/Page.js', 'assets/startup.js', 'assets/Page.css'],
      '/forms/',
    );
    expect(html).toContain(`
    <script type="module" crossorigin src="/forms/assets/startup.js"></script>
    <link rel="modulepreload" crossorigin href="/forms/assets/Page.js">
    <link rel="stylesheet" crossorigin href="/forms/assets/Page.css">
  </head>`);
    expect(html.match(/startup\.js/g)).toHaveLength(1);
  });

  it("names a form's document after its route", () => {
    expect(documentFileName('/order-rx-form')).toBe('order-rx-form.html');
    expect(documentFileName('/examples/all-fields')).toBe('examples/all-fields.html');
  });
});
