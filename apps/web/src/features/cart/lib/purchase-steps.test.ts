import { describe, expect, it } from 'vitest';
import { shownSteps } from './purchase-steps';

describe('purchase stepper', () => {
  it('shows six steps with step 4 current when the user is not logged in', () => {
    const steps = shownSteps(false);
    expect(steps.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(steps.find((s) => s.state === 'current')?.step).toBe(4);
    expect(steps.filter((s) => s.state === 'done').map((s) => s.step)).toEqual([1, 2, 3]);
  });

  it('hides the log-in step for a logged-in user and keeps the numbers running', () => {
    const steps = shownSteps(true);
    expect(steps.map((s) => s.step)).toEqual([1, 2, 4, 5, 6]);
    expect(steps.map((s) => s.number)).toEqual([1, 2, 3, 4, 5]);
    expect(steps.find((s) => s.state === 'current')?.step).toBe(4);
  });
});
