import { Fragment, type ReactNode } from 'react';

/** A text with `{name}` placeholders filled with elements (a link inside a sentence). */
export function fillInParts(template: string, values: Record<string, ReactNode>): ReactNode {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return <Fragment key={index}>{name && name in values ? values[name] : part}</Fragment>;
  });
}
