// Plain rules, no validation library: the onboarding page's bundle carries this file. The schema the
// server applies to a signup is in ./onboarding-schema.ts.
import { nameError, type TNameError } from './profile';
import { isEmail } from './sign-in';
import { JOB_LIMITS } from './jobs/limits';

/** docs/product-rules.md §3: the onboarding state, persisted in local storage under this key. */
export const ONBOARDING_STORAGE_KEY = 'onboarding_state';

/** The steps in order; the last one reviews the answers and starts the checkout. */
export const ONBOARDING_STEPS = ['name', 'email', 'locations', 'industries', 'review'] as const;
export type TOnboardingStep = (typeof ONBOARDING_STEPS)[number];

export type TOnboardingForm = {
  name: string;
  email: string;
  locations_of_interest: string[];
  industries_of_interest: string[];
};

/** docs/product-rules.md §3 onboarding state: {currentStep, isValid, formData}. */
export type TOnboardingState = { currentStep: number; isValid: boolean; formData: TOnboardingForm };

export const EMPTY_ONBOARDING: TOnboardingState = {
  currentStep: 0,
  isValid: false,
  formData: { name: '', email: '', locations_of_interest: [], industries_of_interest: [] },
};

/** At most this many choices per list (the same cap as saved preferences). */
export const ONBOARDING_MAX_CHOICES = JOB_LIMITS.preferenceEntries;
/** Longest entry of a list (the same cap as saved preferences). */
export const ONBOARDING_CHOICE_LENGTH = JOB_LIMITS.preferenceLength;

export type TOnboardingFieldError = TNameError | 'emailInvalid' | 'tooManyChoices';

/** The first rule the given step breaks, or null when the step may be left forward. Lists may stay empty (no filtering). */
export function onboardingStepError(step: TOnboardingStep, form: TOnboardingForm): TOnboardingFieldError | null {
  switch (step) {
    case 'name':
      return nameError(form.name);
    case 'email':
      return isEmail(form.email.trim()) && form.email.trim().length <= 254 ? null : 'emailInvalid';
    case 'locations':
      return form.locations_of_interest.length > ONBOARDING_MAX_CHOICES ? 'tooManyChoices' : null;
    case 'industries':
      return form.industries_of_interest.length > ONBOARDING_MAX_CHOICES ? 'tooManyChoices' : null;
    case 'review':
      return (
        ONBOARDING_STEPS.slice(0, -1)
          .map((s) => onboardingStepError(s, form))
          .find((e) => e !== null) ?? null
      );
  }
}

/** A list as typed or picked: entries trimmed, empty and over-long ones dropped, duplicates removed, at most the cap. */
export function cleanChoices(values: readonly string[]): string[] {
  const kept = values.map((value) => value.trim()).filter((value) => value.length > 0 && value.length <= ONBOARDING_CHOICE_LENGTH);
  return [...new Set(kept)].slice(0, ONBOARDING_MAX_CHOICES);
}

/** A stored text answer, or empty when it is not a string or longer than `max`. */
const storedText = (value: unknown, max: number) => (typeof value === 'string' && value.length <= max ? value : '');
/** A stored list, or empty when it is not a list of at most the cap of strings within the entry length. */
const storedList = (value: unknown) =>
  Array.isArray(value) && value.length <= ONBOARDING_MAX_CHOICES && value.every((entry) => typeof entry === 'string' && entry.length <= ONBOARDING_CHOICE_LENGTH)
    ? (value as string[])
    : [];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Stored answers read back: each unreadable answer is empty, the others are kept. */
function storedForm(value: unknown): TOnboardingForm {
  if (!isRecord(value)) return EMPTY_ONBOARDING.formData;
  return {
    name: storedText(value.name, 200),
    email: storedText(value.email, 320),
    locations_of_interest: storedList(value.locations_of_interest),
    industries_of_interest: storedList(value.industries_of_interest),
  };
}

/** The step a person may stand on: the wanted one, or the first earlier step whose answer does not pass. */
export function reachableStep(wanted: number, form: TOnboardingForm): number {
  const blocking = ONBOARDING_STEPS.slice(0, wanted).findIndex((step) => onboardingStepError(step, form) !== null);
  return blocking < 0 ? wanted : blocking;
}

/** The state after moving to `step` (within the steps and never past an unanswered one); `isValid` follows the step shown. */
export function withStep(state: TOnboardingState, step: number): TOnboardingState {
  const currentStep = reachableStep(Math.min(Math.max(step, 0), ONBOARDING_STEPS.length - 1), state.formData);
  return { currentStep, formData: state.formData, isValid: onboardingStepError(ONBOARDING_STEPS[currentStep]!, state.formData) === null };
}

/** The state after editing answers on the current step. */
export function withAnswers(state: TOnboardingState, answers: Partial<TOnboardingForm>): TOnboardingState {
  return withStep({ ...state, formData: { ...state.formData, ...answers } }, state.currentStep);
}

/**
 * Reads a stored state back; anything unreadable or tampered with starts over instead of crashing.
 * A step past an answer that no longer passes resumes at that answer, and `isValid` is recomputed
 * (it is derived, so a stored value is never trusted).
 */
export function parseOnboardingState(raw: string | null): TOnboardingState {
  if (!raw) return EMPTY_ONBOARDING;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) return EMPTY_ONBOARDING;
    const step = parsed.currentStep;
    const currentStep = typeof step === 'number' && Number.isInteger(step) && step >= 0 && step < ONBOARDING_STEPS.length ? step : 0;
    return withStep({ currentStep, isValid: false, formData: storedForm(parsed.formData) }, currentStep);
  } catch {
    return EMPTY_ONBOARDING;
  }
}

/** Error codes of `onboarding.start` the browser translates (TRPC error `cause`-free: in the message). */
export const ONBOARDING_ERRORS = {
  /** The email's account already has a valid subscription: sign in instead (it is never replaced). */
  accountActive: 'An account with this email already has an active subscription. Please sign in.',
  /** Without a session, any account of the email (whatever its subscription): one answer, so it says nothing more. */
  accountExists: 'An account with this email already exists. Please sign in to continue.',
  checkoutFailed: 'Could not start checkout. Please try again.',
} as const;
