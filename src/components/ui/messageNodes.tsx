import { Fragment, type ReactNode } from 'react';
import type { Translate } from '../../i18n/translate';

/** The first of the private-use characters that stand in for the values while the message is filled. */
const FIRST_MARK = 0xe000;

/**
 * A catalogue message whose placeholders are elements (a date kept whole on its line): the
 * catalogue still decides the words around them and their order, and each value renders as given.
 * The translator fills the placeholders with private-use characters, which no message contains,
 * and the filled text is cut at them.
 */
export function messageNodes(
  t: Translate,
  key: string,
  nodes: Readonly<Record<string, ReactNode>>,
): ReactNode[] {
  const names = Object.keys(nodes);
  const marks = Object.fromEntries(
    names.map((name, index) => [name, String.fromCharCode(FIRST_MARK + index)]),
  );
  return t(key, marks)
    .split(/([\ue000-\uf8ff])/)
    .filter((part) => part !== '')
    .map((part, index) => {
      const name = names[part.charCodeAt(0) - FIRST_MARK];
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message, in its order
      return <Fragment key={index}>{part.length === 1 && name !== undefined ? nodes[name] : part}</Fragment>;
    });
}
