export { bodiesTo, callsTo, renderOnSandbox, sandboxClient } from '../../../tests/helpers/renderOnSandbox';

import type { DualProductType } from '../../domain/enums';
import type { SandboxExchange } from '../../sandbox';
import { dualSlice, type StoredDualProject } from '../../sandbox/products/dual/slice';

/** The sandbox listing of a catalogue row (coin, type, term in hours, §3 multiple, category 1 unless given). */
export function dualProjectOf(
  exchange: SandboxExchange,
  row: { coin: string; type: DualProductType; hours: number; multiple: string; category?: number },
): StoredDualProject {
  const key = `${row.category ?? 1}:${row.coin}:${row.type}:${row.hours}h:${row.multiple}`;
  const project = dualSlice(exchange.state.context).projects.find((p) => p.template === key);
  if (!project) throw new Error(`no dual listing ${key}`);
  return project;
}
