// @vitest-environment happy-dom
// The rule reads where the box sits in a document (unit project: node by default).
import { afterEach, describe, expect, it } from 'vitest';
import { type PortalContainer, portalTarget } from './portalTarget';

/** A provider box under the given host markup (its innermost element holds the box). */
function boxIn(html: string, root: ParentNode = document.body): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  root.append(host);
  let parent: Element = host;
  while (parent.firstElementChild) parent = parent.firstElementChild;
  const box = document.createElement('div');
  box.className = 'wk-root';
  parent.append(box);
  return box;
}

afterEach(() => document.body.replaceChildren());

describe('portalTarget', () => {
  const mine = () => document.getElementById('mine');
  const CASES: Array<[string, string, PortalContainer | 'element', () => Node | null]> = [
    ['a column of the page', '<main><section></section></main>', 'auto', () => document.body],
    [
      'a transformed, glassy card',
      '<div style="transform: translateZ(0); backdrop-filter: blur(4px)"></div>',
      'auto',
      () => document.body,
    ],
    ['a host <dialog>', '<dialog open><form></form></dialog>', 'auto', () => null],
    ['an ARIA dialog of the host (a drawer)', '<div role="dialog"><div></div></div>', 'auto', () => null],
    ['an alert dialog of the host', '<div role="alertdialog"></div>', 'auto', () => null],
    ['a modal by its attribute', '<div aria-modal="true"><div></div></div>', 'auto', () => null],
    ['a host dialog, placed on the page anyway', '<div role="dialog"></div>', 'page', () => document.body],
    ['a column, kept inline', '<main></main>', 'inline', () => null],
    ['a column, into an element of the host', '<main></main><aside id="mine"></aside>', 'element', mine],
  ];
  it.each(CASES)(
    'given a provider in %s (%s), then its layer goes to the right place',
    (_, html, choice, expected) => {
      const box = boxIn(html);
      const given = choice === 'element' ? (document.getElementById('mine') as Element) : choice;
      expect(portalTarget(box, given)).toBe(expected());
    },
  );

  describe('given a provider rendered in a shadow root', () => {
    it('then its layer goes to that shadow root, where its stylesheets are', () => {
      const host = document.body.appendChild(document.createElement('div'));
      const shadow = host.attachShadow({ mode: 'open' });
      const box = boxIn('<section></section>', shadow);
      expect(portalTarget(box, 'auto')).toBe(shadow);
    });
  });
});
