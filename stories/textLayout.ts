/**
 * Where text sits on the screen, for the stories that check a layout as a reader sees it: the
 * boxes of the text itself (a DOM range's), not of its element, whose text overflows the element's
 * box when it is squeezed (two texts can then overlap while their boxes stay apart).
 */

const rangeOver = (node: Node) => {
  const range = document.createRange();
  range.selectNodeContents(node);
  return range;
};

/** The boxes of a node's text, one per line fragment, empty ones left out. */
function textRects(node: Node): DOMRect[] {
  return [...rangeOver(node).getClientRects()].filter((rect) => rect.width > 0);
}

/**
 * How many lines a node's text takes: boxes that overlap in height share a line (an inline-block's
 * text sits a pixel off the text around it, on the same line).
 */
export function linesOf(node: Node): number {
  let lines = 0;
  let bottom = Number.NEGATIVE_INFINITY;
  for (const rect of textRects(node).sort((a, b) => a.top - b.top)) {
    if (rect.top >= bottom - 1) {
      lines += 1;
      bottom = rect.bottom;
    } else {
      bottom = Math.max(bottom, rect.bottom);
    }
  }
  return lines;
}

/** The box around a node's text. */
export function textBox(node: Node): DOMRect {
  return rangeOver(node).getBoundingClientRect();
}

/** Each word of a node's text (a run of non-spaces) with the top of the line it sits on. */
export function wordsOf(node: Node): Array<{ text: string; top: number }> {
  const words: Array<{ text: string; top: number }> = [];
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      const rect = range.getClientRects()[0];
      if (rect) words.push({ text: match[0], top: Math.round(rect.top) });
    }
  }
  return words;
}
