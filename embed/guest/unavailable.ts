/** The frame's text when it cannot start: plain DOM, no button, nothing posted. */
export function showUnavailable(doc: Document, lang: string | undefined): void {
  const text = lang?.toLowerCase().startsWith('zh')
    ? '此处无法显示该内容。'
    : 'This content cannot be shown here.';
  const note = doc.createElement('p');
  note.className = 'wk-frame-unavailable';
  note.setAttribute('role', 'status');
  note.textContent = text;
  (doc.getElementById('root') ?? doc.body).replaceChildren(note);
}
