import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@vitrine/shared';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import { ApplicationForm } from './ApplicationForm';
import { Programme, monthlyEarning } from './Programme';
import { registerHref } from '../../pages/JoinPage';
import agent from '../../locales/en.json';

jest.setTimeout(30_000);
const resources = { agent };
const rule = (patternId: endpoints.PatternId, minLength: number, maxLength: number, acceptedPattern: string, required: boolean): endpoints.RegisterRule => ({
  enabled: true,
  required,
  minLength,
  maxLength,
  acceptedPattern,
  patternId,
});
const PROGRAMME: endpoints.AgentProgramme = {
  contracts: [
    { kind: 'DIVIDEND', enabled: true, maxRate: 0.4, periods: ['W', 'M'], minActiveMembers: 5 },
    { kind: 'DAILY_SALARY', enabled: true, maxRate: 0.012, periods: ['D'], minActiveMembers: 3 },
    { kind: 'HOURLY_SALARY', enabled: false, maxRate: 0.008, periods: ['D'], minActiveMembers: 3 },
    { kind: 'REALTIME_SALARY', enabled: true, maxRate: 0.005, profitSalaryRate: 0.002, lossSalaryRate: 0.005, periods: ['D'], minActiveMembers: 1 },
  ],
  example: { activeMembers: 20, monthlyValidBet: 200_000, monthlyProfitLoss: 12_000 },
  applicationRules: {
    payeeName: rule(12, 2, 50, '^[\\p{L} ]+$', true),
    mobileNum: rule(6, 10, 11, '^\\d+$', true),
    teamSize: rule(6, 1, 5, '^\\d+$', true),
    message: rule(0, 0, 500, '*', false),
  },
};

describe('join us', () => {
  it('explains the enabled contracts with their ceiling and what the example team earns', () => {
    expect(monthlyEarning(PROGRAMME.contracts[0]!, PROGRAMME.example)).toBe(4800);
    expect(monthlyEarning(PROGRAMME.contracts[1]!, PROGRAMME.example)).toBe(2400);
    renderWithProviders(<Programme programme={PROGRAMME} />, { resources });
    const kinds = screen.getAllByTestId('join-contract');
    expect(kinds.map((k) => k.getAttribute('data-kind'))).toEqual(['DIVIDEND', 'DAILY_SALARY', 'REALTIME_SALARY']);
    expect(kinds[0]).toHaveTextContent('Up to 40%');
    expect(kinds[0]).toHaveTextContent('from 5 active players');
    expect(kinds[2]).toHaveTextContent('0.2% on won rounds, 0.5% on lost rounds');
  });

  it('keeps the affiliate and referral codes for the registration', () => {
    expect(registerHref(new URLSearchParams('affiliateCode=AG7&x=1'))).toBe('/register?affiliateCode=AG7');
    expect(registerHref(new URLSearchParams('referralCode=R1&affiliateCode=A2'))).toBe('/register?affiliateCode=A2&referralCode=R1');
    expect(registerHref(new URLSearchParams(''))).toBe('/register');
  });

  it('checks the form with the server rules, shows a server refusal with everything kept, then succeeds', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: endpoints.AgentApplicationRequest[] = [];
    let refuse = true;
    mockApi({
      [endpoints.agentApplication.path]: (body: unknown) => {
        sent.push(body as endpoints.AgentApplicationRequest);
        if (refuse) throw new ApiFailure('conflict', 'An application for this mobile number is already being reviewed', 409);
        return { id: 7, status: 'PENDING', answerWithinDays: 2 };
      },
    });
    renderWithProviders(<ApplicationForm rules={PROGRAMME.applicationRules} affiliateCode="AG7" />, { resources });
    expect(screen.queryByTestId('join-email')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getByTestId('payeeName-error')).toHaveTextContent('Input cannot be empty');
    expect(screen.getByTestId('join-payeeName')).toHaveFocus();
    await user.type(screen.getByTestId('join-payeeName'), 'Ana 99');
    await user.type(screen.getByTestId('join-mobileNum'), '11912345678');
    await user.type(screen.getByTestId('join-teamSize'), '30');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(screen.getByTestId('payeeName-error')).toHaveTextContent('2-50 characters, letters and spaces only');
    expect(sent).toHaveLength(0);
    await user.clear(screen.getByTestId('join-payeeName'));
    await user.type(screen.getByTestId('join-payeeName'), 'Ana Souza');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByTestId('join-error')).toHaveTextContent('already being reviewed');
    expect(screen.getByTestId('join-mobileNum')).toHaveValue('11912345678');
    expect(sent[0]).toEqual({ payeeName: 'Ana Souza', mobileNum: '11912345678', teamSize: '30', affiliateCode: 'AG7' });
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByTestId('join-applied')).toHaveTextContent('Reference #7. We answer within 2 working days.');
  });
});
