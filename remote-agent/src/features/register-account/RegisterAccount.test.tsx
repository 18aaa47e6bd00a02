import '../../test-utils/logged-in';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailure, mockApi, renderWithProviders } from '@vitrine/shared/testing';
import type { endpoints } from '@vitrine/shared';
import { RegisterAccount } from './RegisterAccount';
import agent from '../../locales/en.json';
import { downline, PATHS } from '../../test-utils/agent-fixtures';

// registerDownline is an encrypted call (DES + RSA). The test seals the body as plain JSON so the
// fake server can read what the form sent; the real sealing has its own tests in shared.
jest.mock('../../../../shared/src/api/crypto', () => ({
  encryptBody: (payload: unknown) => ({
    body: { value: JSON.stringify(payload) },
    headers: { Encryption: 'RSA' },
  }),
}));

const resources = { agent };
const rule = (
  minLength: number,
  maxLength: number,
  patternId: endpoints.PatternId,
  acceptedPattern: string,
) => ({
  enabled: true,
  required: true,
  minLength,
  maxLength,
  patternId,
  acceptedPattern,
});
const RULES = { username: rule(4, 16, 1, '^[A-Za-z][A-Za-z0-9]*$'), password: rule(6, 20, 9, '^\\S+$') };

function server(answer?: (body: endpoints.RegisterDownlineRequest) => unknown) {
  const bodies: endpoints.RegisterDownlineRequest[] = [];
  mockApi({
    [PATHS.rsaKey]: 'PEM',
    [PATHS.registerRules]: RULES,
    [PATHS.register]: (body: unknown) => {
      const sent = JSON.parse((body as { value: string }).value) as endpoints.RegisterDownlineRequest;
      bodies.push(sent);
      return answer
        ? answer(sent)
        : downline(40, {
            username: sent.username,
            type: sent.type,
            nickname: sent.nickname ?? sent.username,
          });
    },
  });
  return bodies;
}

async function fill(values: { username?: string; password?: string; confirm?: string; nickname?: string }) {
  if (values.username) await userEvent.type(screen.getByLabelText('Username'), values.username);
  if (values.nickname) await userEvent.type(screen.getByLabelText('Nickname (optional)'), values.nickname);
  if (values.password) await userEvent.type(screen.getByLabelText('Password'), values.password);
  if (values.confirm) await userEvent.type(screen.getByLabelText('Confirm password'), values.confirm);
}

describe('RegisterAccount', () => {
  it('says what is missing or does not fit the rules before asking the server', async () => {
    const bodies = server();
    renderWithProviders(<RegisterAccount />, { resources });
    expect(await screen.findByText('4–16 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByTestId('username-error')).toHaveTextContent('This field is required.');
    expect(screen.getByTestId('password-error')).toHaveTextContent('This field is required.');
    expect(screen.getByLabelText('Username')).toHaveFocus();
    await fill({ username: 'abc', password: 'Demo1234', confirm: 'Demo12345' });
    expect(screen.getByTestId('username-error')).toHaveTextContent('4–16 characters');
    expect(screen.getByTestId('confirmPassword-error')).toHaveTextContent('Incorrect confirmation entry');
    expect(bodies).toHaveLength(0);
  });

  it('creates a player by default, then offers another registration or the team list', async () => {
    const bodies = server();
    const onShowTeam = jest.fn();
    renderWithProviders(<RegisterAccount onShowTeam={onShowTeam} />, { resources });
    expect(screen.getByRole('radio', { name: /Player/ })).toBeChecked();
    await fill({ username: 'newdown1', nickname: 'New One', password: 'Demo1234', confirm: 'Demo1234' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('register-success')).toHaveTextContent(
      'newdown1 is now a player in your team.',
    );
    expect(bodies).toEqual([{ type: 0, username: 'newdown1', password: 'Demo1234', nickname: 'New One' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Go to team management' }));
    expect(onShowTeam).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Register another account' }));
    expect(screen.getByLabelText('Username')).toHaveValue('');
  });

  it('creates a sub-agent when chosen', async () => {
    const bodies = server();
    renderWithProviders(<RegisterAccount />, { resources });
    await userEvent.click(screen.getByRole('radio', { name: /Agent/ }));
    await fill({ username: 'subagent1', password: 'Demo1234', confirm: 'Demo1234' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('register-success')).toHaveTextContent(
      'subagent1 is now an agent in your team.',
    );
    expect(bodies).toEqual([{ type: 2, username: 'subagent1', password: 'Demo1234' }]);
  });

  it("shows the server's messages and keeps what was typed: a taken username on its field, a rule in the form", async () => {
    const bodies = server((body) => {
      if (body.username === 'down1')
        throw new ApiFailure('username_exists', 'This username is already taken', 409);
      throw new ApiFailure(
        'validation_error',
        'username: Letter first, then letters and digits (reg_pattern_1)',
      );
    });
    renderWithProviders(<RegisterAccount />, { resources });
    await fill({ username: 'down1', password: 'Demo1234', confirm: 'Demo1234' });
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('username-error')).toHaveTextContent('This username is already taken');
    expect(screen.getByLabelText('Username')).toHaveValue('down1');
    await userEvent.clear(screen.getByLabelText('Username'));
    await userEvent.type(screen.getByLabelText('Username'), '1down');
    expect(screen.queryByTestId('username-error')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const error = await screen.findByTestId('register-error');
    expect(error).toHaveTextContent('The account was not created');
    expect(error).toHaveTextContent('Letter first, then letters and digits');
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(screen.getByLabelText('Password')).toHaveValue('Demo1234');
  });
});
