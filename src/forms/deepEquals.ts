/**
 * rjsf's `deepEquals` (@rjsf/utils/lib/deepEquals.js), as the build hands it to rjsf in place
 * of its own (scripts/vite-plugin-lean-dependencies.ts): the same answers for what rjsf compares
 * (form data, schemas, ui schemas, error schemas, and its fields' props, React elements and
 * functions included) without the fast-equals library (about 2.5 KB gzip) it is built on.
 *
 * As rjsf's: any two functions are equal; numbers are compared with `Object.is` (NaN equals
 * NaN, 0 does not equal -0); objects must have the same constructor; arrays, plain and
 * null-prototype objects, dates, regular expressions, maps and sets are compared by value;
 * React's `_owner` is skipped; an object met again inside itself (a cycle) is equal where it
 * sits at the same place on both sides. Other objects (promises, errors, files, typed arrays,
 * URLs), which no form value or prop of rjsf's holds, are equal only when they are the same
 * object.
 */

type Pairs = Map<object, object>;

const isReactOwner = (a: object, b: object, key: string) =>
  (key === '_owner' || key === '__o' || key === '__v') && ('$$typeof' in a || '$$typeof' in b);

function objectsEqual(a: Record<string, unknown>, b: Record<string, unknown>, seen: Pairs) {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every(
    (key) =>
      isReactOwner(a, b, key) ||
      (Object.prototype.propertyIsEnumerable.call(b, key) && equal(a[key], b[key], seen)),
  );
}

/** Each entry of `a` matched by a distinct entry of `b` (maps and sets are not ordered). */
function entriesEqual(a: unknown[][], b: unknown[][], seen: Pairs) {
  if (a.length !== b.length) return false;
  const matched = new Set<number>();
  return a.every((entryA) => {
    const index = b.findIndex(
      (entryB, at) => !matched.has(at) && entryA.every((part, i) => equal(part, entryB[i], seen)),
    );
    if (index < 0) return false;
    matched.add(index);
    return true;
  });
}

function sameKindEqual(a: object, b: object, seen: Pairs): boolean {
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => equal(item, other[i], seen));
  }
  if (a instanceof Date) return Object.is(a.getTime(), (b as Date).getTime());
  if (a instanceof RegExp)
    return a.source === (b as RegExp).source && a.flags === (b as RegExp).flags;
  if (a instanceof Map) return entriesEqual([...a], [...(b as Map<unknown, unknown>)], seen);
  if (a instanceof Set) {
    return entriesEqual(
      [...a].map((item) => [item]),
      [...(b as Set<unknown>)].map((item) => [item]),
      seen,
    );
  }
  const constructor = a.constructor;
  if (constructor === Object || constructor == null) {
    return objectsEqual(a as Record<string, unknown>, b as Record<string, unknown>, seen);
  }
  return false;
}

function equal(a: unknown, b: unknown, seen: Pairs): boolean {
  if (a === b) return true;
  if (a == null || b == null || typeof a !== typeof b) return false;
  if (typeof a === 'number' || typeof a === 'bigint') return Object.is(a, b);
  if (typeof a === 'function') return true;
  if (typeof a !== 'object') return false;
  const other = b as object;
  if (a.constructor !== other.constructor) return false;
  const pairedA = seen.get(a);
  const pairedB = seen.get(other);
  if (pairedA && pairedB) return pairedA === other && pairedB === a;
  seen.set(a, other).set(other, a);
  const result = sameKindEqual(a, other, seen);
  seen.delete(a);
  seen.delete(other);
  return result;
}

export default function deepEquals(a: unknown, b: unknown): boolean {
  return equal(a, b, new Map());
}
