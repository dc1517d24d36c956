// The floor of bench/embed-tti.mjs: the least a React guest can do to show a usable form. It is
// served by the same server as the wealthkit guest (same origin, same headers), makes one read
// (the guest's config.json, started with the JS) and then renders one enabled input. The bench
// times it exactly as it times the stake frame.
import { useEffect, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

const read = fetch(new URL('../config.json', window.location.href)).then((response) => response.json());

function Floor() {
  const [ready, setReady] = useState(false);
  // Its first commit, under the guest's name for it (embed/guest/startMarks.ts), for the bench's phases.
  useLayoutEffect(() => {
    performance.mark('wealthkit:first-render');
  }, []);
  useEffect(() => {
    void read.then(() => setReady(true));
  }, []);
  return (
    <label>
      Amount
      <input type="text" inputMode="decimal" disabled={!ready} />
    </label>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Floor />);
