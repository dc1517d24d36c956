import { act, render, screen } from '@testing-library/react';
import { atom, createStore } from 'jotai/vanilla';
import { Profiler, useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useStoreValue } from './useStoreValue';

const versionsAtom = atom<Readonly<Record<string, number>>>({});

function Version({ store, topic }: { store: ReturnType<typeof createStore>; topic: string }) {
  const version = useStoreValue(store, versionsAtom, (versions) => versions[topic] ?? 0);
  return <p>{`${topic} ${version}`}</p>;
}

/** Renders `Version` and counts its commits. */
function renderCounted(store: ReturnType<typeof createStore>, topic: string) {
  const commits: string[] = [];
  render(
    <Profiler id="version" onRender={(_id, phase) => commits.push(phase)}>
      <Version store={store} topic={topic} />
    </Profiler>,
  );
  return commits;
}

describe('useStoreValue', () => {
  describe('given a component that reads an atom as it mounts', () => {
    it('commits once: no second render to catch up with a value that did not change', () => {
      const store = createStore();
      const commits = renderCounted(store, 'earn.holdings');
      expect(screen.getByText('earn.holdings 0')).toBeDefined();
      expect(commits).toEqual(['mount']);
    });
  });

  describe('given the atom changes', () => {
    it('renders the new value of its part', () => {
      const store = createStore();
      const commits = renderCounted(store, 'earn.holdings');
      act(() => store.set(versionsAtom, { 'earn.holdings': 1 }));
      expect(screen.getByText('earn.holdings 1')).toBeDefined();
      expect(commits).toEqual(['mount', 'update']);
    });

    it('does not render for a change of another part', () => {
      const store = createStore();
      const commits = renderCounted(store, 'earn.holdings');
      act(() => store.set(versionsAtom, { 'staking.user': 3 }));
      expect(screen.getByText('earn.holdings 0')).toBeDefined();
      expect(commits).toEqual(['mount']);
    });
  });

  describe('given the atom changed between the render and the subscription', () => {
    it('renders the value it changed to', () => {
      const store = createStore();
      function SetsWhileMounting() {
        // A sibling's layout effect runs before the reader subscribes (its passive effect).
        useLayoutEffect(() => store.set(versionsAtom, { 'earn.holdings': 2 }), []);
        return null;
      }
      render(
        <>
          <Version store={store} topic="earn.holdings" />
          <SetsWhileMounting />
        </>,
      );
      expect(screen.getByText('earn.holdings 2')).toBeDefined();
    });
  });
});
