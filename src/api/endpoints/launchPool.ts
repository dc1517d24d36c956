import { familyAccessor } from '../families';
import { LAUNCH_POOL_ROUTES } from '../routeTables';
import type { CallOptions, MoneyCallOptions, Transport } from '../transport';
import type { Flag, Id, LaunchPoolProject, LaunchPoolUserStatistics } from '../types';
import { reads, readsAll } from './reads';

/** §7 launch pool create-order / redeem body. */
export interface LaunchPoolOrderBody {
  pid: Id;
  rid: Id;
  amount: string;
  /** The auto-transfer checkbox of the stake / redeem modal (§2). */
  simpleEarnStatus: Flag;
}

/** §7 Launch pool calls (base /apiw/v2/earn/launch-pool). */
export interface LaunchPoolEndpoints {
  /** POST create-order: stake into a reward pool. Money-moving; sends the device token header. */
  createOrder(body: LaunchPoolOrderBody, money: MoneyCallOptions): Promise<unknown>;
  /** POST redeem: take the stake out. Money-moving; sends the device token header. */
  redeem(body: LaunchPoolOrderBody, money: MoneyCallOptions): Promise<unknown>;
  /** GET project-info (projectId). */
  projectInfo(query: { projectId: Id }, call?: CallOptions): Promise<LaunchPoolProject>;
  /** GET user-project-statistics (pid): the user's figures per pool. */
  userProjectStatistics(query: { pid: Id }, call?: CallOptions): Promise<LaunchPoolUserStatistics[]>;
  /** GET get-user-loan-property: borrowed amounts that are not stakeable (§5). */
  userLoanProperty(call?: CallOptions): Promise<unknown>;
}

/** Builds `client.launchPool`. */
export function createLaunchPoolEndpoints(t: Transport): LaunchPoolEndpoints {
  return {
    createOrder: (body, { signal, ...money }) =>
      t.request({ route: LAUNCH_POOL_ROUTES.launchPoolCreateOrder, body, money, signal }),
    redeem: (body, { signal, ...money }) =>
      t.request({ route: LAUNCH_POOL_ROUTES.launchPoolRedeem, body, money, signal }),
    projectInfo: reads(t, LAUNCH_POOL_ROUTES.launchPoolProjectInfo),
    userProjectStatistics: (query, call) =>
      t.request({ route: LAUNCH_POOL_ROUTES.launchPoolUserProjectStatistics, query, ...call }),
    userLoanProperty: readsAll(t, LAUNCH_POOL_ROUTES.launchPoolUserLoanProperty),
  };
}

/** `client.launchPool`, and the reason its calls are in the bundle (see familyAccessor). */
export const launchPoolApi = /* @__PURE__ */ familyAccessor('launchPool', createLaunchPoolEndpoints);
