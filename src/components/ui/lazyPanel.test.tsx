import { act, render, screen, waitFor } from '@testing-library/react';
import { Component, type ComponentType, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPanel } from './lazyPanel';

function Form({ coin }: { coin: string }) {
  return <p>Subscribe {coin}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Could not load</p> : this.props.children;
  }
}

function mount(Panel: ComponentType<{ coin: string }>) {
  return render(
    <Boundary>
      <Panel coin="USDT" />
    </Boundary>,
  );
}

describe('lazyPanel', () => {
  describe('given a chunk that was preloaded', () => {
    it('renders the panel in the first commit, with no fallback in between', async () => {
      const load = vi.fn(async () => ({ default: Form }));
      const { Panel, preload } = lazyPanel(load);
      preload();
      preload();
      await act(async () => undefined);
      mount(Panel);
      // Synchronously after render: a React.lazy panel would not have rendered yet.
      expect(screen.getByText('Subscribe USDT')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a chunk not fetched yet', () => {
    it('renders nothing, then the panel, fetching once for two panels', async () => {
      const load = vi.fn(async () => ({ default: Form }));
      const { Panel } = lazyPanel(load);
      const { container } = mount(Panel);
      mount(Panel);
      expect(container).toBeEmptyDOMElement();
      await waitFor(() => expect(screen.getAllByText('Subscribe USDT')).toHaveLength(2));
      expect(load).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a fetch that fails once', () => {
    it('reports the failure to the boundary without retrying, and the next mount fetches again', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const load = vi
        .fn<() => Promise<{ default: typeof Form }>>()
        .mockRejectedValueOnce(new Error('chunk failed'))
        .mockResolvedValue({ default: Form });
      const { Panel } = lazyPanel(load);
      const first = mount(Panel);
      expect(await screen.findByText('Could not load')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(1);
      first.unmount();
      mount(Panel);
      expect(await screen.findByText('Subscribe USDT')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
      vi.mocked(console.error).mockRestore();
    });
  });

  describe('given a fetch that fails once, and a Failed state', () => {
    it('renders Failed instead of throwing, and the next mount fetches again', async () => {
      const load = vi
        .fn<() => Promise<{ default: typeof Form }>>()
        .mockRejectedValueOnce(new Error('chunk failed'))
        .mockResolvedValue({ default: Form });
      const Failed = () => <p>Network error</p>;
      const { Panel } = lazyPanel(load, undefined, Failed);
      const first = mount(Panel);
      expect(await screen.findByText('Network error')).toBeInTheDocument();
      expect(screen.queryByText('Could not load')).not.toBeInTheDocument();
      first.unmount();
      mount(Panel);
      expect(await screen.findByText('Subscribe USDT')).toBeInTheDocument();
      expect(load).toHaveBeenCalledTimes(2);
    });
  });
});
