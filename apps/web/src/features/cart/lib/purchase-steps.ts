// Spec 2.9 purchase stepper: six steps, the cart page is step 4; step 3 'log in' is shown only
// when the user is not logged in.

export const PURCHASE_STEPS = [1, 2, 3, 4, 5, 6] as const;
export type PurchaseStep = (typeof PURCHASE_STEPS)[number];
export const CART_STEP: PurchaseStep = 4;
const LOGIN_STEP: PurchaseStep = 3;

export interface ShownStep {
  step: PurchaseStep;
  /** The number shown in the circle: its place among the shown steps. */
  number: number;
  state: 'done' | 'current' | 'todo';
}

export function shownSteps(isLoggedIn: boolean, current: PurchaseStep = CART_STEP): ShownStep[] {
  return PURCHASE_STEPS.filter((step) => !isLoggedIn || step !== LOGIN_STEP).map((step, i) => ({
    step,
    number: i + 1,
    state: step < current ? 'done' : step === current ? 'current' : 'todo',
  }));
}
