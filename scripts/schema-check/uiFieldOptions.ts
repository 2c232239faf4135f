import { commonOptionKeys } from '../../src/forms/registryNames.ts';
import { fileTypes } from '../../contract/files.ts';
import type { JsonPath } from './jsonLocations.ts';
import type { FileProblems } from './problems.ts';
import { isObject, type JsonObject } from './schemaRules.ts';
import { didYouMean } from './suggest.ts';
import {
  FIELD_TEMPLATE_OPTIONS,
  isWholeNumberBetween,
  listOf,
  MAX_COLUMNS,
} from './uiVocabulary.ts';

/** The attachments field's limits: read by the page's picker and the server alike. */
const ATTACHMENT_LIMITS: Record<string, string> = {
  maxFiles: 'how many files may be attached',
  maxFileMB: 'the largest file, in MB',
  maxTotalMB: 'all files together, in MB',
};

/** Schema keywords that are not rules, so an error message for them could never show. */
const NON_RULE_KEYWORDS = new Set([
  'title',
  'description',
  'default',
  'examples',
  '$comment',
  'readOnly',
  'writeOnly',
  'properties',
]);

/** What the options checker needs to know of a field's schema.json. */
export interface FieldFacts {
  fieldSchema(name: string): JsonObject;
  /** Whether the field has `rule` itself or in a condition. */
  hasRule(name: string, rule: string): boolean;
  isRequired(name: string): boolean;
}

/** What a field is drawn with, as far as its ui:options are concerned. */
export interface FieldKinds {
  widget?: { name: string; options: readonly string[] };
  field?: { name: string; options: readonly string[] };
  /** Options of a list (array) field: Add / Remove / Move buttons. */
  listOptions: readonly string[];
}

/** Checks a field's `ui:options` against its widget, its field type and its schema. */
export class FieldOptionsChecker {
  constructor(
    private readonly problems: FileProblems,
    private readonly facts: FieldFacts,
  ) {}

  check(
    name: string,
    options: unknown,
    path: JsonPath,
    { widget, field, listOptions }: FieldKinds,
  ) {
    if (!isObject(options)) {
      this.problems.add(path, '"ui:options" must be a group {...}.');
      return;
    }
    const own = [...(widget?.options ?? []), ...(field?.options ?? []), ...listOptions];
    const allowed = [...new Set([...own, ...commonOptionKeys, ...FIELD_TEMPLATE_OPTIONS])];
    const owner = widget
      ? `the "${widget.name}" widget`
      : field
        ? `the "${field.name}" field type`
        : 'this field';
    for (const [key, value] of Object.entries(options)) {
      const keyPath = [...path, key];
      if (!allowed.includes(key)) {
        this.problems.add(
          keyPath,
          `"${key}" is not an option ${owner} understands.${didYouMean(key, allowed)} Check the spelling; options it understands: ${listOf(allowed)}.`,
        );
      } else if (key === 'errorMessages') {
        this.checkErrorMessages(name, value, keyPath);
      } else if (field?.name === 'attachments') {
        this.checkAttachmentLimit(key, value, keyPath);
      } else if (key === 'capLabel') {
        this.checkCapLabel(name, value, keyPath);
      } else if (key === 'span' && !isWholeNumberBetween(value, 1, MAX_COLUMNS)) {
        this.problems.add(
          keyPath,
          `"span" (how many grid columns the field takes) must be a whole number from 1 to ${MAX_COLUMNS}.`,
        );
      }
    }
  }

  /** The printed cap and the one the form enforces are one fact: a number in the label must be it. */
  private checkCapLabel(name: string, label: unknown, path: JsonPath): void {
    const { maximum } = this.facts.fieldSchema(name);
    // A cap that is not a whole number has its own message in schema.json.
    if (!Number.isInteger(maximum)) return;
    const printed = typeof label === 'string' ? /\d+/.exec(label)?.[0] : undefined;
    if (printed === undefined || Number(printed) === maximum) return;
    this.problems.add(
      path,
      `"capLabel" prints ${printed}, but "maximum" of "${name}" in schema.json is ${String(maximum)}: the page would show one cap and accept another. Remove "capLabel" (the page then prints "max ${String(maximum)}") or make the two agree.`,
    );
  }

  private checkAttachmentLimit(key: string, value: unknown, path: JsonPath): void {
    const known = Object.keys(fileTypes);
    if (key === 'accept') {
      const list = Array.isArray(value) ? value : [];
      const unknown = list.filter((type) => !known.includes(type as string));
      if (!Array.isArray(value) || list.length === 0 || unknown.length > 0) {
        this.problems.add(
          path,
          `"accept" must list the file types people may attach, each one of: ${listOf(known)}.${unknown.length > 0 ? ` Not known: ${unknown.map((type) => JSON.stringify(type)).join(', ')}.` : ''}`,
        );
      }
    } else if (key in ATTACHMENT_LIMITS && !(typeof value === 'number' && value > 0)) {
      this.problems.add(
        path,
        `"${key}" (${ATTACHMENT_LIMITS[key]}) must be a number above 0, like 5.`,
      );
    }
  }

  /** A message for a rule the field does not have would never show: say so. */
  private checkErrorMessages(name: string, messages: unknown, path: JsonPath): void {
    if (!isObject(messages)) {
      this.problems.add(path, '"errorMessages" must be a group {...} of rule names and messages.');
      return;
    }
    const fieldSchema = this.facts.fieldSchema(name);
    for (const [rule, message] of Object.entries(messages)) {
      const rulePath = [...path, rule];
      if (typeof message !== 'string' || message.trim() === '') {
        this.problems.add(rulePath, 'The message must be text in double quotes, not empty.');
      } else if (rule === 'required') {
        if (!this.facts.isRequired(name)) {
          this.problems.add(
            rulePath,
            `There is a message for "required", but "${name}" is not in the "required" list of schema.json, so the message would never show. Add "${name}" to "required" in schema.json, or remove this message.`,
          );
        } else this.checkMessageNamesTitle(message, fieldSchema.title, rulePath);
      } else if (
        rule !== 'type' &&
        (!this.facts.hasRule(name, rule) || NON_RULE_KEYWORDS.has(rule))
      ) {
        this.problems.add(
          rulePath,
          `There is a message for "${rule}", but "${name}" has no "${rule}" rule in schema.json, so the message would never show. Check the spelling, or remove this message.`,
        );
      }
    }
  }

  /**
   * A message staff wrote stays as written when the field is renamed: one that says
   * "<name> is required" of a name the field's title no longer holds still uses the old one.
   */
  private checkMessageNamesTitle(message: string, title: unknown, path: JsonPath): void {
    const named = /^(.+?) (?:is|are) required\.?$/i.exec(message.trim())?.[1];
    if (typeof title !== 'string' || !named) return;
    if (title.toLowerCase().includes(named.toLowerCase())) return;
    this.problems.warn(
      path,
      `The message "${message}" names "${named}", but the field's title is "${title}". If the field was renamed, change the message too, or remove it: the page then says "${title} is required".`,
    );
  }
}
