import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable';

// Decision 0151: which failures mean "the database cannot be reached right now" (a Thai 503 with
// Retry-After) and which are the query's own fault (a 500, logged).

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a database that refuses, restarts or drops the connection', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('ECONNRESET'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        withCode('57P01', 'terminating connection due to administrator command'),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P03', 'the database system is starting up'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('08P01'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('looks through Drizzle’s wrapper and an AggregateError of addresses', () => {
    const wrapped = new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    const both = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '');
    expect(isDatabaseUnavailable(both)).toBe(true);
  });

  it('leaves the query’s own failures alone', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: withCode('22P02') }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new TypeError('cannot read properties of undefined'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
