/**
 * The armour's invariant (src/theme/tokens.css): every element of ours, one with a `wk-` class, is a
 * box (`wk-box`) or inside one. The armour and a box's own inherited values are given by that one
 * class, not by matching every `wk-` class (an attribute selector on `class`, which made any class
 * change of any element on the host's page restyle everything under it), so a component whose
 * outermost element forgets it would draw with the host's CSS. Checked after every component test
 * and every story.
 */
export function elementsOutsideBoxes(root: ParentNode): string[] {
  return [...root.querySelectorAll('[class]')]
    .filter(
      (element) =>
        [...element.classList].some((name) => name.startsWith('wk-')) &&
        !element.matches('.wk-root, .wk-portal') &&
        element.closest('.wk-box') === null,
    )
    .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute('class')}">`);
}
