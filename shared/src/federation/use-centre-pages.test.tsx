import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Providers } from '../testing';
import { bootWriters, type BootState } from '../system/boot-info';
import { itemsForFlags, useCentrePages, type CentreItem } from './use-centre-pages';
import { validateContribution } from './manifest';

const item = (page: string, requiresFlag?: string): CentreItem => ({
  remote: 'member',
  namespace: 'member',
  page,
  labelKey: `label_${page}`,
  ...(requiresFlag ? { requiresFlag } : {}),
});

const items = [item('securityCenter'), item('depositv2'), item('manualRebate', 'MANPLAYREB3')];

const bootWith = (modules: Record<string, boolean>): BootState =>
  ({ status: 0, info: {}, modules, imageCdn: '', launchCdn: '' }) as unknown as BootState;

const wrapper = ({ children }: { children: ReactNode }) => <Providers>{children}</Providers>;

describe('centre items gated by a whitelabel module (requiresFlag)', () => {
  it('keeps items without a flag and those whose module is on', () => {
    const on = (modId: string) => modId === 'MANPLAYREB3';
    expect(itemsForFlags(items, on).map((i) => i.page)).toEqual([
      'securityCenter',
      'depositv2',
      'manualRebate',
    ]);
    expect(itemsForFlags(items, () => false).map((i) => i.page)).toEqual(['securityCenter', 'depositv2']);
  });

  it('hides a gated page until boot says its module is on; asked for meanwhile, it is reported unavailable', () => {
    bootWriters.set(bootWith({ MANPLAYREB3: false }));
    const { result } = renderHook(() => useCentrePages('member', items, 'manualRebate', 'securityCenter'), {
      wrapper,
    });
    expect(result.current.entries.map((e) => e.page)).toEqual(['securityCenter', 'depositv2']);
    expect(result.current.unavailable).toBe('manualRebate');
    expect(result.current.active).toBeUndefined();
    expect(result.current.current).toBeUndefined();

    act(() => bootWriters.set(bootWith({ MANPLAYREB3: true })));
    expect(result.current.entries.map((e) => e.page)).toEqual([
      'securityCenter',
      'depositv2',
      'manualRebate',
    ]);
    expect(result.current.active).toBe('manualRebate');
    expect(result.current.unavailable).toBeUndefined();
  });

  it('with no page asked for, shows the default; switching from an unavailable page works', () => {
    bootWriters.set(bootWith({}));
    const { result } = renderHook(() => useCentrePages('member', items, 'playerRank', 'securityCenter'), {
      wrapper,
    });
    expect(result.current.unavailable).toBe('playerRank');
    act(() => result.current.navigate('depositv2'));
    expect(result.current.unavailable).toBeUndefined();
    expect(result.current.active).toBe('depositv2');
    const plain = renderHook(() => useCentrePages('member', items, undefined, 'securityCenter'), { wrapper });
    expect(plain.result.current.active).toBe('securityCenter');
  });

  it('treats an unknown module as off', () => {
    bootWriters.set(bootWith({}));
    const { result } = renderHook(() => useCentrePages('member', items, undefined, 'securityCenter'), {
      wrapper,
    });
    expect(result.current.entries.map((e) => e.page)).not.toContain('manualRebate');
  });

  it('the manifest check accepts a module id and rejects anything else', () => {
    const contribution = (requiresFlag: unknown) => ({
      remote: 'member',
      namespace: 'member',
      routes: [],
      memberPanels: [
        { page: 'manualRebate', labelKey: 'in_cashback', expose: './CashbackPanel', order: 6, requiresFlag },
      ],
    });
    expect(validateContribution('member', contribution('MANPLAYREB3'))).toEqual([]);
    expect(validateContribution('member', contribution(7))).toEqual([
      'member.contribution.memberPanels[0].requiresFlag must be a module id',
    ]);
  });
});
