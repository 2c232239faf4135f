import { Fragment, type ReactNode } from 'react';
import { fillParts } from '../../../contract/languages';

/** A text with `{name}` placeholders filled with elements (a link inside a sentence). */
export function fillInParts(template: string, values: Record<string, ReactNode>): ReactNode {
  return fillParts(template, (name) =>
    Object.hasOwn(values, name) ? values[name] : undefined,
  ).map((part, index) => <Fragment key={index}>{part}</Fragment>);
}
