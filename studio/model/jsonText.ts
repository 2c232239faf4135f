/**
 * Minimal edits to a JSON text: a value set, inserted or removed changes only its own lines, and
 * everything else (key order, layout, keys the studio does not model) stays byte for byte.
 *
 * jsonc-parser finds the places (`parseTree`, offsets of every node) and applies the edits
 * (`applyEdits`). Its `modify` is not used to write: with formatting options it re-lays out the
 * neighbours of the change, and without them it can break a list (removing a list's last item
 * leaves `["a""]`). New text is laid out the way Prettier lays out the schema files (see
 * `layout.ts`), so `npm run format:check` stays clean after a studio edit.
 */
import {
  applyEdits,
  findNodeAtLocation,
  getNodeValue,
  parseTree,
  type Edit,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import { layoutValue, type LayoutStyle } from './layout.ts';

export type JsonPath = (string | number)[];

/** The trees of the texts parsed last (never changed once made): an edit reads a file often. */
const trees = new Map<string, Node>();
const TREES_KEPT = 8;

export function parseJson(text: string): Node {
  const known = trees.get(text);
  if (known) return known;
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true });
  if (!root || errors.length > 0) throw new Error('The file is not valid JSON.');
  trees.set(text, root);
  if (trees.size > TREES_KEPT) trees.delete(trees.keys().next().value!);
  return root;
}

export function valueAt(text: string, path: JsonPath): unknown {
  const node = findNodeAtLocation(parseJson(text), path);
  return node ? getNodeValue(node) : undefined;
}

const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1;
const isOneLine = (text: string, node: Node) =>
  !text.slice(node.offset, node.offset + node.length).includes('\n');

/** The unit of indentation the file uses (two spaces when it says nothing). */
function indentUnit(text: string): string {
  return /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
}

/** The whitespace that starts the line `offset` is on. */
function lineIndent(text: string, offset: number): string {
  return /^[ \t]*/.exec(text.slice(lineStart(text, offset)))![0];
}

/** How many characters follow `offset` on its line (a comma, a closing bracket). */
function restOfLine(text: string, offset: number): number {
  const end = text.indexOf('\n', offset);
  return (end < 0 ? text.length : end) - offset;
}

/** The object or list a member belongs to, and the member node (a property for an object). */
function memberOf(node: Node): { container: Node; member: Node } {
  const member = node.parent?.type === 'property' ? node.parent : node;
  return { container: member.parent!, member };
}

export const childrenOf = (container: Node) => container.children ?? [];

/** Lays out `value` where `node` stands, as wide as its line allows. */
function replaceNode(text: string, node: Node, value: unknown, style: LayoutStyle): Edit {
  const content = layoutValue(value, {
    indent: lineIndent(text, node.offset),
    unit: indentUnit(text),
    column: node.offset - lineStart(text, node.offset),
    tail: restOfLine(text, node.offset + node.length),
    style,
  });
  return { offset: node.offset, length: node.length, content };
}

/** The outermost one-line container around `container`: the unit that is laid out again. */
function oneLineBlock(text: string, container: Node): Node {
  let block = container;
  for (;;) {
    const parent = block.parent?.type === 'property' ? block.parent.parent : block.parent;
    if (!parent || !isOneLine(text, parent)) return block;
    block = parent;
  }
}

function pathOf(node: Node, root: Node): JsonPath {
  const path: JsonPath = [];
  let current = node;
  while (current !== root && current.parent) {
    const parent = current.parent;
    if (parent.type === 'property') {
      path.unshift(parent.children![0].value as string);
      current = parent.parent!;
    } else {
      path.unshift(childrenOf(parent).indexOf(current));
      current = parent;
    }
  }
  return path;
}

/** Applies `change` to the plain value of a one-line block and lays the block out again. */
function relayout(
  text: string,
  root: Node,
  container: Node,
  path: JsonPath,
  change: (value: unknown, relative: JsonPath) => void,
): string {
  const block = oneLineBlock(text, container);
  const value = getNodeValue(block) as unknown;
  change(value, path.slice(pathOf(block, root).length));
  return applyEdits(text, [replaceNode(text, block, value, 'keep')]);
}

function setPlain(value: unknown, path: JsonPath, newValue: unknown): void {
  let node = value as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (newValue === undefined) {
    if (Array.isArray(node)) node.splice(last as number, 1);
    else delete node[last];
  } else node[last] = newValue;
}

const itemsAt = (plain: unknown, path: JsonPath) =>
  path.reduce<unknown>(
    (node, key) => (node as Record<string | number, unknown>)[key],
    plain,
  ) as unknown[];

export interface InsertAt {
  /** Insert a new key after this key of the object (at the end when absent or not there). */
  after?: string;
  /** Insert a new key before every other key of the object. */
  first?: boolean;
}

/** Writes `value` at `path`, making the missing objects on the way. */
export function setValue(text: string, path: JsonPath, value: unknown, at: InsertAt = {}): string {
  const root = parseJson(text);
  const node = findNodeAtLocation(root, path);
  if (node) {
    const { container } = memberOf(node);
    if (container && isOneLine(text, container)) {
      return relayout(text, root, container, path, (plain, relative) =>
        setPlain(plain, relative, value),
      );
    }
    return applyEdits(text, [replaceNode(text, node, value, 'fresh')]);
  }
  const parentPath = path.slice(0, -1);
  const key = path[path.length - 1]!;
  const parent = findNodeAtLocation(root, parentPath);
  if (!parent) return setValue(text, parentPath, { [key]: value }, at);
  if (parent.type !== 'object' || typeof key !== 'string') {
    throw new Error(`Cannot set ${JSON.stringify(key)} in a ${parent.type}.`);
  }
  if (childrenOf(parent).length === 0 || isOneLine(text, parent)) {
    return relayout(text, root, parent, path, (plain, relative) =>
      setPlain(plain, relative, value),
    );
  }
  return applyEdits(text, [insertMember(text, parent, propertyIndex(parent, at), value, key)]);
}

function propertyIndex(object: Node, at: InsertAt): number {
  const keys = childrenOf(object).map((property) => property.children![0].value as string);
  if (at.first) return 0;
  const after = at.after === undefined ? -1 : keys.indexOf(at.after);
  return after < 0 ? keys.length : after + 1;
}

/** Already written JSON text, moved as it is. */
class Written {
  constructor(readonly text: string) {}
}

/** A new member of a laid-out (several lines) object or list, on its own line. */
function insertMember(
  text: string,
  container: Node,
  index: number,
  value: unknown,
  key?: string,
): Edit {
  const members = childrenOf(container);
  const anchor = members[Math.min(index, members.length - 1)]!;
  const indent = lineIndent(text, anchor.offset);
  const label = key === undefined ? '' : `${JSON.stringify(key)}: `;
  const content =
    value instanceof Written
      ? value.text
      : layoutValue(value, {
          indent,
          unit: indentUnit(text),
          column: indent.length + label.length,
          tail: 1,
          style: 'fresh',
        });
  if (index < members.length) {
    return { offset: anchor.offset, length: 0, content: `${label}${content},\n${indent}` };
  }
  return {
    offset: anchor.offset + anchor.length,
    length: 0,
    content: `,\n${indent}${label}${content}`,
  };
}

/** Inserts `value` into the list at `path` at `index` (at the end when past it). */
export function insertItem(text: string, path: JsonPath, index: number, value: unknown): string {
  const root = parseJson(text);
  const list = findNodeAtLocation(root, path);
  if (!list || list.type !== 'array') return setValue(text, path, [value]);
  const at = Math.min(index, childrenOf(list).length);
  if (childrenOf(list).length === 0 || isOneLine(text, list)) {
    return relayout(text, root, list, path, (plain, relative) =>
      itemsAt(plain, relative).splice(at, 0, value),
    );
  }
  return applyEdits(text, [insertMember(text, list, at, value)]);
}

/** Removes the key or list item at `path`; nothing happens when it is not there. */
export function removeValue(text: string, path: JsonPath): string {
  const root = parseJson(text);
  const node = findNodeAtLocation(root, path);
  if (!node || node === root) return text;
  const { container, member } = memberOf(node);
  if (isOneLine(text, container)) {
    return relayout(text, root, container, path, (plain, relative) =>
      setPlain(plain, relative, undefined),
    );
  }
  const members = childrenOf(container);
  const index = members.indexOf(member);
  if (members.length === 1) {
    return applyEdits(text, [
      {
        offset: container.offset,
        length: container.length,
        content: container.type === 'array' ? '[]' : '{}',
      },
    ]);
  }
  const next = members[index + 1];
  if (next)
    return applyEdits(text, [
      { offset: member.offset, length: next.offset - member.offset, content: '' },
    ]);
  const previous = members[index - 1]!;
  const from = previous.offset + previous.length;
  return applyEdits(text, [
    { offset: from, length: member.offset + member.length - from, content: '' },
  ]);
}

/** Moves the list item at `from` to `to` (its index once moved), its text as it was written. */
export function moveItem(text: string, listPath: JsonPath, from: number, to: number): string {
  const root = parseJson(text);
  const list = findNodeAtLocation(root, listPath);
  const item = list?.type === 'array' ? childrenOf(list)[from] : undefined;
  if (!list || !item || from === to) return text;
  if (isOneLine(text, list)) {
    return relayout(text, root, list, listPath, (plain, relative) => {
      const items = itemsAt(plain, relative);
      items.splice(to, 0, ...items.splice(from, 1));
    });
  }
  const written = new Written(text.slice(item.offset, item.offset + item.length));
  const removed = removeValue(text, [...listPath, from]);
  const shorter = findNodeAtLocation(parseJson(removed), listPath)!;
  if (childrenOf(shorter).length === 0) return text;
  return applyEdits(removed, [insertMember(removed, shorter, to, written)]);
}
