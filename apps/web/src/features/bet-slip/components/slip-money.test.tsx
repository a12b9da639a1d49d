import { fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '@/shared/i18n/i18n';
import { formatMoney } from '@/shared/money/format-money';
import { useSession } from '@/shared/session/session-store';
import type { createFakePlatform } from '../slip-platform.test-support';
import {
  addSelection,
  renderSlip,
  startSlipTest,
  tick,
  typeInto,
  type FakePlatform,
} from '../slip-render.test-support';

const platform = vi.hoisted(() => ({ current: null as ReturnType<typeof createFakePlatform> | null }));
vi.mock('@/shared/http/sports-client', () => ({
  sportsCall: (path: string, body: Record<string, unknown>) => platform.current!.sportsCall(path, body),
}));

// The over-balance warning's Deposit link needs no router here.
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<object>()),
  Link: ({ children }: { children?: ReactNode }) => <a href="/deposit">{children}</a>,
}));

let fake: FakePlatform;

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces('bet-slip');
});
beforeEach(() => {
  fake = startSlipTest(platform);
  // Whole-dong limits: 1.000 ₫ to 10.000.000 ₫ (minor units).
  fake.smin = 1_000;
  fake.smax = 10_000_000;
  useSession.setState({ balance: null });
});
afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('en');
});

const t = (key: string, options?: Record<string, unknown>) => i18next.t(`bet-slip:${key}`, options ?? {});
const stakeOn = (name: string) => screen.getByLabelText(t('stake.forSelection', { name }));
const placeButton = (minor: number, currency: string, count = 1) =>
  screen.getByRole('button', { name: t('place.button', { count, amount: formatMoney(minor, currency) }) });
const keypad = () => screen.getByRole('group', { name: t('keypad.label') });
const press = (...keys: string[]) => {
  for (const k of keys) fireEvent.click(within(keypad()).getByRole('button', { name: k }));
};

describe('slip stakes in the shared amount field', () => {
  it('vi: a VND stake typed as 10000 reads 10.000, totals 10.000 ₫ and is placed as 10000 dong', async () => {
    await changeLanguage('vi');
    addSelection(1);
    await renderSlip(undefined, 'VND');
    typeInto(stakeOn('Team 1'), '10000');
    expect(stakeOn('Team 1')).toHaveValue('10.000');
    expect(screen.getByTestId('total-stake')).toHaveTextContent('10.000 ₫');
    fireEvent.click(placeButton(1_000_000, 'VND'));
    await tick();
    const placed = fake.callsTo('singlePass')[0] as { singleBetList: Array<{ unitStake: number }> };
    expect(placed.singleBetList[0]!.unitStake).toBe(10_000);
  });

  it('vi: refuses decimals for VND in Vietnamese and keeps Place shut', async () => {
    await changeLanguage('vi');
    addSelection(1);
    await renderSlip(undefined, 'VND');
    typeInto(stakeOn('Team 1'), '10,5');
    expect(screen.getByRole('alert')).toHaveTextContent('Số tiền VND không có phần thập phân.');
    expect(screen.getByText(t('place.block.stakeRange'))).toBeInTheDocument();
    expect(placeButton(0, 'VND', 0)).toBeDisabled();
  });

  it('vi: the keypad, a quick stake and typing change one value, grouped the Vietnamese way', async () => {
    await changeLanguage('vi');
    addSelection(1);
    await renderSlip(undefined, 'VND');
    fireEvent.focus(stakeOn('Team 1'));
    // No decimal key for a currency without decimals; a 000 key instead.
    expect(within(keypad()).queryByRole('button', { name: ',' })).not.toBeInTheDocument();
    press('1', '0', '000');
    expect(stakeOn('Team 1')).toHaveValue('10.000');
    fireEvent.click(
      screen.getByRole('button', { name: t('quickStakes.use', { amount: formatMoney(5_000_000, 'VND') }) }),
    );
    expect(stakeOn('Team 1')).toHaveValue('50.000');
    press('0');
    expect(stakeOn('Team 1')).toHaveValue('500.000');
    fireEvent.click(within(keypad()).getByRole('button', { name: t('keypad.delete') }));
    expect(stakeOn('Team 1')).toHaveValue('50.000');
    typeInto(stakeOn('Team 1'), '50.0007');
    expect(stakeOn('Team 1')).toHaveValue('500.007');
    press('00');
    expect(stakeOn('Team 1')).toHaveValue('50.000.700');
    expect(screen.getByTestId('total-stake')).toHaveTextContent('50.000.700 ₫');
  });

  it('zh-cn: CNY takes two decimals from keys and typing, a third is refused', async () => {
    await changeLanguage('zh-cn');
    addSelection(1);
    fake.smin = 100;
    await renderSlip(undefined, 'CNY');
    fireEvent.focus(stakeOn('Team 1'));
    press('1', '2', '.', '5', '0', '5');
    expect(stakeOn('Team 1')).toHaveValue('12.50');
    expect(screen.getByTestId('total-stake')).toHaveTextContent('¥12.50');
    typeInto(stakeOn('Team 1'), '1234.567');
    expect(screen.getByRole('alert')).toHaveTextContent('最多两位小数。');
    typeInto(stakeOn('Team 1'), '1234.5');
    expect(stakeOn('Team 1')).toHaveValue('1,234.5');
    expect(screen.getByTestId('total-stake')).toHaveTextContent('¥1,234.50');
  });

  it('vi: warns over the balance in dong, and a stake typed in English is shown the Vietnamese way', async () => {
    useSession.setState({ balance: 500_000 });
    addSelection(1);
    await renderSlip(undefined, 'VND');
    typeInto(stakeOn('Team 1'), '10000');
    expect(stakeOn('Team 1')).toHaveValue('10,000');
    await changeLanguage('vi');
    expect(stakeOn('Team 1')).toHaveValue('10.000');
    expect(screen.getByTestId('over-balance')).toHaveTextContent('Tiền cược 10.000 ₫ vượt quá số dư 5.000 ₫.');
  });
});
