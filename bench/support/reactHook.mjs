// What the browser benches learn from React, through the hook React DevTools uses. A page script
// given to playwright's addInitScript: it installs __REACT_DEVTOOLS_GLOBAL_HOOK__ before any of the
// page's code, so react-dom finds it when it loads, even in its production build, the one a host
// ships. (React's profiling build would call <Profiler onRender>, but since React 19.2 it also
// logs every component's render to the Performance panel: 20-30 % more main thread on a first render,
// and more the more components a widget has, which would weigh on the widget and spare its floor.)
//
// On each commit it calls window.__bench.commit() (the bench page's). With `countRenders` it also
// counts the components React rendered in each commit, the way React DevTools' profiler tells a
// rendered component from one that bailed out, in window.__renderCounts ({ rendered, tree }; tree
// counted when read).
//
// In a commit, a component fiber rendered when it is new (no alternate) or React set its
// PerformedWork flag; a subtree whose child pointer is the previous commit's was not entered at all
// (its fibers keep stale flags from the last time they rendered, so they are not read). The fields
// read (tag, flags, child, sibling, alternate) are React's internals, the same in 18 and 19.
export function installReactHook({ countRenders }) {
  // FunctionComponent, ClassComponent, ForwardRef, MemoComponent, SimpleMemoComponent.
  const components = new Set([0, 1, 11, 14, 15]);
  const performedWork = 0b1;
  let lastRoot = null;
  // The tree is counted when read (once, after typing), not in every commit: walking the whole
  // tree there cost the big widgets' keystrokes time the plain form's 5 components did not.
  const counts = {
    rendered: 0,
    get tree() {
      return lastRoot ? countTree(lastRoot.current.child) : 0;
    },
  };
  const countTree = (fiber) => {
    let total = 0;
    for (let node = fiber; node; node = node.sibling) {
      if (components.has(node.tag)) total += 1;
      total += countTree(node.child);
    }
    return total;
  };
  const countRendered = (fiber) => {
    let rendered = 0;
    for (let node = fiber; node; node = node.sibling) {
      const previous = node.alternate;
      if (components.has(node.tag) && (previous === null || node.flags & performedWork)) rendered += 1;
      if (previous === null || node.child !== previous.child) rendered += countRendered(node.child);
    }
    return rendered;
  };
  if (countRenders) window.__renderCounts = counts;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => undefined,
    onScheduleFiberRoot: () => undefined,
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    onCommitFiberRoot(_renderer, root) {
      if (countRenders) {
        const fiber = root.current;
        const previous = fiber.alternate;
        if (previous === null || fiber.child !== previous.child)
          counts.rendered += countRendered(fiber.child);
        lastRoot = root;
      }
      window.__bench?.commit();
    },
  };
}
