import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import { errorMessage } from '~/domain/error-message';
import {
  cleanChoices,
  EMPTY_ONBOARDING,
  ONBOARDING_MAX_CHOICES,
  ONBOARDING_STEPS,
  onboardingStepError,
  parseOnboardingState,
  withAnswers,
  withStep,
  type TOnboardingForm,
  type TOnboardingState,
} from '~/domain/onboarding';
import { ZOnboardingSignup } from '~/domain/onboarding-schema';

const answered: TOnboardingForm = { name: 'Ana María', email: 'ana@example.com', locations_of_interest: ['Madrid'], industries_of_interest: ['Design'] };
const stored = (value: unknown) => JSON.stringify(value);
const choices = (count: number) => Array.from({ length: count }, (_, i) => `Place ${i}`);

describe('each step lets the person on only with a valid answer (docs/product-rules.md §5)', () => {
  it('name: the SPEC rules', () => {
    expect(onboardingStepError('name', { ...answered, name: 'A' })).toBe('nameTooShort');
    expect(onboardingStepError('name', { ...answered, name: 'Ana3' })).toBe('nameInvalidChars');
    expect(onboardingStepError('name', { ...answered, name: 'Abcdefghijklmnop' })).toBe('nameTooLong');
    expect(onboardingStepError('name', answered)).toBeNull();
  });
  it('email: the SPEC format, trimmed, at most 254 characters', () => {
    expect(onboardingStepError('email', { ...answered, email: 'ana@example' })).toBe('emailInvalid');
    expect(onboardingStepError('email', { ...answered, email: '  ana@example.com ' })).toBeNull();
    const local = 'a'.repeat(64);
    const longest = `${local}@${'b'.repeat(254 - local.length - 5)}.com`;
    expect(longest).toHaveLength(254);
    expect(onboardingStepError('email', { ...answered, email: longest })).toBeNull();
    expect(onboardingStepError('email', { ...answered, email: `a${longest}` })).toBe('emailInvalid');
  });
  it('lists may stay empty (no filtering), up to the preferences cap', () => {
    expect(onboardingStepError('locations', { ...answered, locations_of_interest: [] })).toBeNull();
    expect(onboardingStepError('industries', { ...answered, industries_of_interest: choices(ONBOARDING_MAX_CHOICES) })).toBeNull();
    expect(onboardingStepError('industries', { ...answered, industries_of_interest: choices(ONBOARDING_MAX_CHOICES + 1) })).toBe('tooManyChoices');
  });
  it('review: the first broken answer of any step', () => {
    expect(onboardingStepError('review', answered)).toBeNull();
    expect(onboardingStepError('review', { ...answered, email: 'nope', name: '!' })).toBe('nameTooShort');
    expect(onboardingStepError('review', { ...answered, email: 'nope' })).toBe('emailInvalid');
  });
});

describe('typed or picked choices', () => {
  it('are trimmed, without empty, over-long or repeated entries, at most 50', () => {
    expect(cleanChoices([' Madrid ', '', '   ', 'Madrid', 'Lima', 'x'.repeat(101), 'y'.repeat(100)])).toEqual(['Madrid', 'Lima', 'y'.repeat(100)]);
    expect(cleanChoices(choices(60))).toEqual(choices(50));
  });
});

describe('moving between steps', () => {
  const at = (currentStep: number, formData: TOnboardingForm = answered): TOnboardingState => ({ currentStep, isValid: true, formData });
  it('stays within the steps', () => {
    expect(withStep(at(0), -1).currentStep).toBe(0);
    expect(withStep(at(0), 99).currentStep).toBe(ONBOARDING_STEPS.length - 1);
  });
  it('never passes a step whose answer does not pass, and isValid follows the step shown', () => {
    const noEmail = { ...answered, email: '' };
    expect(withStep(at(0, noEmail), 4)).toEqual({ currentStep: 1, isValid: false, formData: noEmail });
    expect(withStep(at(0, noEmail), 0)).toEqual({ currentStep: 0, isValid: true, formData: noEmail });
  });
  it('an answer updates the form and the validity of the current step only', () => {
    const next = withAnswers(at(0), { name: 'A' });
    expect(next).toEqual({ currentStep: 0, isValid: false, formData: { ...answered, name: 'A' } });
    expect(withAnswers(next, { name: 'Íñigo' }).isValid).toBe(true);
  });
});

describe('the stored state (docs/product-rules.md §3 onboarding_state)', () => {
  it('resumes the step and the answers it was saved with', () => {
    const state: TOnboardingState = { currentStep: 3, isValid: true, formData: answered };
    expect(parseOnboardingState(stored(state))).toEqual(state);
    expect(parseOnboardingState(stored({ currentStep: 4, isValid: true, formData: answered }))).toEqual({ currentStep: 4, isValid: true, formData: answered });
  });
  it('starts over when nothing is stored or it is not a state at all', () => {
    for (const raw of [null, '', 'not json', '{"currentStep":', '[]', 'null', '42', '"text"', 'true']) expect(parseOnboardingState(raw), String(raw)).toEqual(EMPTY_ONBOARDING);
  });
  it('reads wrong types as empty answers instead of failing', () => {
    const state = parseOnboardingState(
      stored({ currentStep: '2', isValid: 'yes', formData: { name: 42, email: ['a'], locations_of_interest: 'Madrid', industries_of_interest: [1, 2] } }),
    );
    expect(state).toEqual(EMPTY_ONBOARDING);
    expect(parseOnboardingState(stored({ currentStep: 1, formData: 'tampered' }))).toEqual(EMPTY_ONBOARDING);
    // One bad list does not cost the other answers.
    expect(parseOnboardingState(stored({ currentStep: 3, isValid: true, formData: { ...answered, locations_of_interest: choices(ONBOARDING_MAX_CHOICES + 1) } }))).toEqual({
      currentStep: 3,
      isValid: true,
      formData: { ...answered, locations_of_interest: [] },
    });
  });
  it('an out-of-range or fractional step starts at the first step', () => {
    for (const currentStep of [-1, ONBOARDING_STEPS.length, 99, 1.5])
      expect(parseOnboardingState(stored({ currentStep, isValid: true, formData: answered })).currentStep, String(currentStep)).toBe(0);
  });
  it('a step past an answer that does not pass resumes at that answer; a stored isValid is never trusted', () => {
    expect(parseOnboardingState(stored({ currentStep: 4, isValid: true, formData: { ...answered, email: 'ana@' } }))).toEqual({
      currentStep: 1,
      isValid: false,
      formData: { ...answered, email: 'ana@' },
    });
    expect(parseOnboardingState(stored({ currentStep: 0, isValid: true, formData: { ...answered, name: 'R2D2' } })).isValid).toBe(false);
  });
  it('whatever is stored, it answers a usable state', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((value) => JSON.stringify({ currentStep: value, isValid: value, formData: value })),
        ),
        (raw) => {
          const state = parseOnboardingState(raw);
          expect(Number.isInteger(state.currentStep) && state.currentStep >= 0 && state.currentStep < ONBOARDING_STEPS.length).toBe(true);
          expect(state.isValid).toBe(onboardingStepError(ONBOARDING_STEPS[state.currentStep]!, state.formData) === null);
          for (const list of [state.formData.locations_of_interest, state.formData.industries_of_interest]) expect(Array.isArray(list)).toBe(true);
        },
      ),
    );
  });
});

describe('what the server accepts to start a first subscription', () => {
  it('saves the name as docs/product-rules.md §5 says and the email in lower case', () => {
    const signup = ZOnboardingSignup.parse({
      name: '  Ana    María ',
      email: ' Ana@Example.COM ',
      locations_of_interest: [' Madrid', 'Madrid'],
      industries_of_interest: [],
      locale: 'en',
    });
    expect(signup).toEqual({ name: 'Ana María', email: 'ana@example.com', locations_of_interest: ['Madrid'], industries_of_interest: [], locale: 'en' });
  });
  it('refuses what the steps refuse', () => {
    const base = { name: 'Ana', email: 'ana@example.com', locations_of_interest: [], industries_of_interest: [] };
    expect(ZOnboardingSignup.safeParse(base).success).toBe(true);
    expect(ZOnboardingSignup.safeParse({ ...base, name: "O'Brien" }).success).toBe(false);
    expect(ZOnboardingSignup.safeParse({ ...base, email: 'ana@example' }).success).toBe(false);
    expect(ZOnboardingSignup.safeParse({ ...base, locations_of_interest: choices(ONBOARDING_MAX_CHOICES + 1) }).success).toBe(false);
  });
});

describe('a first-subscription checkout that does not start', () => {
  const trpcError = (data: Record<string, unknown>) => Object.assign(new Error('wrapped'), { data });
  const english = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
  it('says why, by the server code', () => {
    const active = errorMessage(trpcError({ appCode: 'ACCOUNT_ACTIVE', code: 'CONFLICT' }), 'onboarding');
    expect(english(active.key)).toBe('An account with this email already has an active subscription. Please sign in.');
    expect(errorMessage(trpcError({ appCode: 'RATE_LIMITED', code: 'TOO_MANY_REQUESTS' }), 'onboarding').key).toBe('errors.RATE_LIMITED');
    expect(errorMessage(trpcError({ code: 'TOO_MANY_REQUESTS' }), 'onboarding').key).toBe('errors.RATE_LIMITED');
    expect(errorMessage(trpcError({ code: 'BAD_REQUEST', zodIssues: [] }), 'onboarding').key).toBe('errors.BAD_INPUT');
  });
  it('falls back to the checkout message for anything else', () => {
    expect(english(errorMessage(new TypeError('Failed to fetch'), 'onboarding').key)).toBe('Could not start checkout. Please try again.');
    expect(errorMessage(trpcError({ appCode: 'CHECKOUT_FAILED' }), 'onboarding').key).toBe('errors.CHECKOUT_FAILED');
  });
});
