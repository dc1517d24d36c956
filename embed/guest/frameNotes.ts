/** The frame's own notes, shown without the app (plain DOM, no button, nothing posted). */

const chinese = (lang: string | undefined) => lang?.toLowerCase().startsWith('zh') === true;

/** The frame's text when it cannot start, in place of whatever it showed. */
export function showUnavailable(doc: Document, lang: string | undefined): void {
  const note = doc.createElement('p');
  note.className = 'wk-frame-unavailable';
  note.setAttribute('role', 'status');
  note.textContent = chinese(lang) ? '此处无法显示该内容。' : 'This content cannot be shown here.';
  (doc.getElementById('root') ?? doc.body).replaceChildren(note);
}

/**
 * The loading note index.html shows until the app renders over it (`.wk-frame-loading`), in the
 * frame's language: the page is written in English, before any script knows the language.
 */
export function sayLoading(doc: Document, lang: string | undefined): void {
  const text = doc.querySelector('.wk-frame-loading__text');
  if (text && chinese(lang)) text.textContent = '加载中…';
}
