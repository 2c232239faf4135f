import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import {
  documentFileName,
  namedWidgetFiles,
  pageFiles,
  withInlineStyles,
  withPageLinks,
} from '../../scripts/vite-plugin-page-documents';

/** A bundle's chunk with only what the plugin reads. */
function chunk(
  fileName: string,
  imports: string[],
  lazy?: { moduleIds: string[] },
): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports,
    isDynamicEntry: lazy !== undefined,
    moduleIds: lazy?.moduleIds ?? [],
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
  it("lists a page's chunk and what it imports, once, cycles included", () => {
    const page = chunk('assets/Page.js', ['assets/shell.js', 'assets/api.js']);
    const bundle = {
      'assets/Page.js': page,
      'assets/shell.js': chunk('assets/shell.js', ['assets/startup.js']),
      'assets/api.js': chunk('assets/api.js', ['assets/shell.js']),
      'assets/startup.js': chunk('assets/startup.js', ['assets/shell.js']),
      'assets/lazy.js': chunk('assets/lazy.js', []),
    } as Rollup.OutputBundle;
    expect(pageFiles(bundle, page)).toEqual([
      'assets/Page.js',
      'assets/shell.js',
      'assets/startup.js',
      'assets/api.js',
    ]);
  });

  it("adds the lazy files of the widgets a form's ui.json names, found by the widget's folder", () => {
    const widget = (name: string, file: string) => `/p/src/forms/widgets/${name}/${file}.tsx`;
    const bundle = {
      'assets/forms.js': chunk('assets/forms.js', []),
      'assets/choices.js': chunk('assets/choices.js', ['assets/helper.js', 'assets/forms.js'], {
        moduleIds: ['/p/src/forms/choiceParts.ts', widget('radio', 'RadioWidget')],
      }),
      'assets/helper.js': chunk('assets/helper.js', []),
      'assets/others.js': chunk('assets/others.js', [], {
        moduleIds: [widget('textarea', 'TextareaWidget')],
      }),
    } as Rollup.OutputBundle;
    // The eager phone widget is in the page's own files already; radios are lazy, nested or not.
    const ui = { phone: { 'ui:widget': 'phone' }, who: { deep: { 'ui:widget': 'radio' } } };
    expect(namedWidgetFiles(bundle, ui)).toEqual([
      'assets/choices.js',
      'assets/helper.js',
      'assets/forms.js',
    ]);
    expect(namedWidgetFiles(bundle, { 'ui:order': ['*'] })).toEqual([]);
  });

  it("writes the bundle's style sheets into the document, and only those", () => {
    const sheet = { type: 'asset', fileName: 'assets/style.css', source: 'body{margin:0}' };
    const bundle = { 'assets/style.css': sheet } as unknown as Rollup.OutputBundle;
    const html = `<head>
    <link rel="stylesheet" crossorigin href="/forms/assets/style.css">
    <link rel="stylesheet" href="https://fonts.example.com/font.css">
  </head>`;
    expect(withInlineStyles(html, bundle, '/forms/')).toEqual({
      html: `<head>
    <style>body{margin:0}</style>
    <link rel="stylesheet" href="https://fonts.example.com/font.css">
  </head>`,
      inlined: ['assets/style.css'],
    });
  });

  it('adds a link per file index.html does not load yet, under the base, at the end of the head', () => {
    const files = ['assets/Page.js', 'assets/startup.js', 'assets/Page.js'];
    const html = withPageLinks(index, files, '/forms/');
    expect(html).toContain(`
    <script type="module" crossorigin src="/forms/assets/startup.js"></script>
    <link rel="modulepreload" crossorigin href="/forms/assets/Page.js">
  </head>`);
    expect(html.match(/startup\.js/g)).toHaveLength(1);
    expect(html.match(/Page\.js/g)).toHaveLength(1);
  });

  it("names a form's document after its route", () => {
    expect(documentFileName('/order-rx-form')).toBe('order-rx-form.html');
    expect(documentFileName('/examples/all-fields')).toBe('examples/all-fields.html');
  });
});
