import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { withPureTopLevel } from '../../scripts/vite-plugin-lean-dependencies';

const routerDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

describe("the router's code, lean", () => {
  it('marks what it makes at the top pure and leaves out the displayName lines, line for line', () => {
    const code = [
      'var Form = React10.forwardRef(function Form2() {});',
      'Form.displayName = "Form";',
      'var RouteContext = React.createContext(null);',
      'var Memo = React3.memo(Inner);',
      'var other = compute();',
      'function f() { x.displayName = "kept"; }',
    ].join('\n');
    expect(withPureTopLevel(code).split('\n')).toEqual([
      'var Form = /* @__PURE__ */ React10.forwardRef(function Form2() {});',
      '',
      'var RouteContext = /* @__PURE__ */ React.createContext(null);',
      'var Memo = /* @__PURE__ */ React3.memo(Inner);',
      'var other = compute();',
      'function f() { x.displayName = "kept"; }',
    ]);
  });

  it("still finds what to change in the installed react-router's production build", () => {
    const dir = path.join(routerDir, 'dist/production');
    const code = readdirSync(dir)
      .filter((file) => /^chunk-.*\.mjs$/.test(file))
      .map((file) => readFileSync(path.join(dir, file), 'utf8'))
      .join('\n');
    const lean = withPureTopLevel(code);
    expect(lean.split('\n')).toHaveLength(code.split('\n').length);
    expect(lean).not.toMatch(/^Form\.displayName/m);
    expect(lean).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
  });
});
