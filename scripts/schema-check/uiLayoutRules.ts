import {
  commonOptionKeys,
  formOptionKeys,
  sectionKeys,
  templateOptionKeys,
} from '../../src/forms/registryNames.ts';
import type { JsonPath } from './jsonLocations.ts';
import { formatPath, type FileProblems } from './problems.ts';
import { isObject } from './schemaRules.ts';
import { didYouMean } from './suggest.ts';
import { isWholeNumberBetween, listOf, MAX_COLUMNS, notAField } from './uiVocabulary.ts';

/** Where a field was first placed in a section, for the message when it is placed twice. */
interface Placement {
  path: JsonPath;
}

/**
 * Checks the `ui:options` of an object level of ui.json (the top, or an object field): its
 * layout options and its sections, which must place each of its fields exactly once.
 */
export class LayoutChecker {
  constructor(
    private readonly problems: FileProblems,
    private readonly fieldNames: readonly string[],
  ) {}

  checkObjectOptions(options: unknown, path: JsonPath, isRoot: boolean): void {
    if (!isObject(options)) {
      this.problems.add(path, '"ui:options" must be a group {...}.');
      return;
    }
    const allowed: string[] = [...templateOptionKeys.ObjectFieldTemplate, ...commonOptionKeys];
    if (isRoot) allowed.push(...formOptionKeys);
    for (const [key, value] of Object.entries(options)) {
      if (key === 'sections') this.checkSections(value, [...path, key]);
      else if (!allowed.includes(key)) {
        this.problems.add(
          [...path, key],
          `"${key}" is not an option the form layout understands.${didYouMean(key, allowed)} Check the spelling; options it understands: ${listOf(allowed)}.`,
        );
      }
    }
  }

  private checkSections(sections: unknown, path: JsonPath): void {
    if (!Array.isArray(sections)) {
      this.problems.add(path, '"sections" must be a list [...] of sections, each a group {...}.');
      return;
    }
    const placed = new Map<string, Placement>();
    sections.forEach((section, index) => this.checkSection(section, [...path, index], placed));
    for (const name of this.fieldNames) {
      if (!placed.has(name)) {
        this.problems.add(
          path,
          `"${name}" is a field in schema.json but is in no section, so it would be drawn at the end of the form instead of where you expect. Add "${name}" to the "fields" of a section.`,
        );
      }
    }
  }

  private checkSection(section: unknown, path: JsonPath, placed: Map<string, Placement>): void {
    if (!isObject(section)) {
      this.problems.add(path, 'Each section must be a group {...} with "title", "fields", ...');
      return;
    }
    const settings = Object.keys(sectionKeys) as (keyof typeof sectionKeys)[];
    for (const [key, value] of Object.entries(section)) {
      const keyPath = [...path, key];
      const kind = sectionKeys[key as keyof typeof sectionKeys];
      if (kind === undefined) {
        this.problems.add(
          keyPath,
          `"${key}" is not a section setting.${didYouMean(key, settings)} Check the spelling; section settings: ${listOf(settings)}.`,
        );
      } else if (kind === 'string[]') {
        this.checkPlacedFields(value, keyPath, placed);
      } else if (key === 'columns' && !isWholeNumberBetween(value, 1, MAX_COLUMNS)) {
        this.problems.add(keyPath, `"columns" must be a whole number from 1 to ${MAX_COLUMNS}.`);
      } else if (key === 'width' && value !== 'full' && value !== 'half') {
        this.problems.add(keyPath, '"width" must be "full" or "half".');
      } else if (kind === 'string' && typeof value !== 'string') {
        this.problems.add(keyPath, `"${key}" must be text in double quotes.`);
      }
    }
  }

  private checkPlacedFields(names: unknown, path: JsonPath, placed: Map<string, Placement>): void {
    if (!Array.isArray(names)) {
      this.problems.add(path, 'This must be a list [...] of field names in double quotes.');
      return;
    }
    names.forEach((name, index) => {
      const itemPath = [...path, index];
      if (typeof name !== 'string') {
        this.problems.add(itemPath, 'A field name must be text in double quotes.');
      } else if (!this.fieldNames.includes(name)) {
        this.problems.add(itemPath, notAField(name));
      } else if (placed.has(name)) {
        const first = formatPath(placed.get(name)!.path, 'dotted');
        this.problems.add(
          itemPath,
          `"${name}" is already placed at ${first}. A field can be in one place only; remove one of the two.`,
        );
      } else {
        placed.set(name, { path: itemPath });
      }
    });
  }
}
