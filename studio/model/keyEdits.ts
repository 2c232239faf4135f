/**
 * Renaming and reordering the keys of one object where they stand (es.json keys carry numbers:
 * `ui:options.sections.2.title`, `contactBy.oneOf.1.ui:title`). Each member's text moves as it
 * was written, so a change and its reverse give the file back byte for byte.
 */
import { applyEdits, findNodeAtLocation, type Edit, type Node } from 'jsonc-parser';
import { childrenOf, parseJson, type JsonPath } from './jsonText.ts';

const membersOf = (text: string, objectPath: JsonPath): Node[] => {
  const object = findNodeAtLocation(parseJson(text), objectPath);
  return object?.type === 'object' ? childrenOf(object) : [];
};

const keyOf = (member: Node) => member.children![0]!.value as string;

/** Renames several keys of one object at once (a rotation of keys cannot clash on the way). */
export function renameKeys(
  text: string,
  objectPath: JsonPath,
  renames: Map<string, string>,
): string {
  const edits = membersOf(text, objectPath).flatMap((member): Edit[] => {
    const keyNode = member.children![0]!;
    const renamed = renames.get(keyOf(member));
    return renamed === undefined
      ? []
      : [{ offset: keyNode.offset, length: keyNode.length, content: JSON.stringify(renamed) }];
  });
  return applyEdits(text, edits);
}

/**
 * Puts the members that have a `rank` in the order of their ranks (equal ranks keep their order),
 * in the places those members hold; the other members stay as they are.
 */
export function sortKeys(
  text: string,
  objectPath: JsonPath,
  rank: (key: string) => number | undefined,
): string {
  const ranked = membersOf(text, objectPath).filter((member) => rank(keyOf(member)) !== undefined);
  const sorted = [...ranked].sort((a, b) => rank(keyOf(a))! - rank(keyOf(b))!);
  const edits = ranked.flatMap((slot, index): Edit[] => {
    const member = sorted[index]!;
    return member === slot
      ? []
      : [
          {
            offset: slot.offset,
            length: slot.length,
            content: text.slice(member.offset, member.offset + member.length),
          },
        ];
  });
  return applyEdits(text, edits);
}
