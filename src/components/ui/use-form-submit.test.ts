import { describe, expect, test } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { describeFailure } from './use-form-submit.ts';

const refused = new ApiError('API error 401', 401, { serverMessage: 'Invalid email or password' });
const silent = new ApiError('API error 500: Internal Server Error', 500);

describe('the failure toast of a form', () => {
  test("says the server's message when it gave one", () => {
    expect(
      describeFailure({ title: 'Sign in failed', fallback: 'Please try again.' }, refused),
    ).toBe('Invalid email or password');
  });

  test("says the form's fallback when the server gave none or the network failed", () => {
    expect(
      describeFailure({ title: 'Request failed', fallback: 'Please try again.' }, silent),
    ).toBe('Please try again.');
    expect(
      describeFailure(
        { title: 'Request failed', fallback: 'Please try again.' },
        new TypeError('Failed to fetch'),
      ),
    ).toBe('Please try again.');
  });

  test('lets a form describe its failures itself', () => {
    const failure = {
      title: 'Error',
      describe: (error: unknown) => (error instanceof ApiError ? 'from the server' : 'offline'),
    };
    expect(describeFailure(failure, silent)).toBe('from the server');
    expect(describeFailure(failure, new TypeError('Failed to fetch'))).toBe('offline');
  });
});
