import { describe, expect, it } from 'vitest';
import { serialiseState } from '../../../../client/src/app/render/serialiseState.js';
import { setupStore, type RootState } from '../../../../client/src/state/store.js';

/** A settled query as the store holds it after the server's render. */
const fulfilled = (endpointName: string, originalArgs: unknown, data: unknown, at: number) => ({
  status: 'fulfilled',
  endpointName,
  originalArgs,
  data,
  requestId: `request-${at}`,
  startedTimeStamp: at,
  fulfilledTimeStamp: at + 5,
});

const MENUS = ['getMenus({"flag":"zh"})', fulfilled('getMenus', { flag: 'zh' }, [{ fdCode: 'sy' }], 10)] as const;
const SITES = [
  'getCompanySites({"flag":"zh"})',
  fulfilled('getCompanySites', { flag: 'zh' }, [{ id: 1 }], 20),
] as const;
const FOOTER = ['getSiteInfo({"code":"zh"})', fulfilled('getSiteInfo', { code: 'zh' }, { name: 'x' }, 30)] as const;

/** The store's state after a render whose answers arrived in the given order. */
function stateWith(entries: readonly (readonly [string, unknown])[]): RootState {
  const base = setupStore().getState();
  const queries = Object.fromEntries(entries) as unknown as RootState['api']['queries'];
  return { ...base, api: { ...base.api, queries } };
}

const ROUTER = { loaderData: {}, errors: null };

describe('serialiseState', () => {
  it('writes the same bytes whatever order the answers arrived in', () => {
    const held = new Set([FOOTER[0]]);
    const first = serialiseState(stateWith([MENUS, SITES, FOOTER]), ROUTER, held, false);
    const second = serialiseState(stateWith([FOOTER, SITES, MENUS]), ROUTER, held, false);
    expect(second).toBe(first);
  });

  it('carries settled answers without the request id and start time, and names held ones only', () => {
    const page = JSON.parse(serialiseState(stateWith([SITES, MENUS, FOOTER]), ROUTER, new Set([FOOTER[0]]), false)) as {
      api: { api: { queries: Record<string, Record<string, unknown>> } };
      deferred: unknown[];
    };
    const carried = page.api.api.queries;
    expect(Object.keys(carried)).toEqual([SITES[0], MENUS[0]].sort());
    expect(carried[MENUS[0]]).not.toHaveProperty('requestId');
    expect(carried[MENUS[0]]).not.toHaveProperty('startedTimeStamp');
    expect(page.deferred).toEqual([{ endpointName: 'getSiteInfo', originalArgs: { code: 'zh' } }]);
  });
});
