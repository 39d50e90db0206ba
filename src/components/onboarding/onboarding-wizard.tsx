'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Suspense, useCallback, useState, type FormEvent } from 'react';
import { errorMessage } from '~/domain/error-message';
import { isLocale } from '~/domain/locale';
import { NAME_MAX } from '~/domain/profile';
import { ONBOARDING_MAX_CHOICES, ONBOARDING_STEPS, onboardingStepError, withAnswers, withStep, type TOnboardingFieldError, type TOnboardingForm } from '~/domain/onboarding';
import { api } from '~/trpc/react';
import { useMessageText } from '../errors/use-error-message';
import { Form } from '../ui/form';
import { Anchor, Group, Stack, Text, Title } from '../ui/layout';
import { Divider } from '../ui/boxes';
import { Progress } from '../ui/progress';
import { Alert, Button } from '../ui/controls';
import { PlanPrice } from '../subscription/plan-price';
import { useResetOnReturn } from '../subscription/use-reset-on-return';
import { EmailField, NameField } from './step-fields';
import { preloadedPart } from '../lazy-part';
import { useIdlePreload } from '../use-idle-preload';
import { useOnboardingState } from './use-onboarding-state';
import { useChoiceLists } from '../jobs/choice-lists';

// Everyone starts at the name; the later steps' code is fetched once the browser is idle.
const loadLaterSteps = () => import('./later-steps');
const { Part: ChoicesField, preload: preloadChoices } = preloadedPart(async () => (await loadLaterSteps()).ChoicesField);
const { Part: ReviewList, preload: preloadReview } = preloadedPart(async () => (await loadLaterSteps()).ReviewList);
const preloadLaterSteps = () => Promise.all([preloadChoices(), preloadReview()]);

/** The two choice steps: the answer list each fills, and the list of choices it offers. */
const CHOICE_STEPS = {
  locations: { list: 'locations_of_interest', options: 'locations' },
  industries: { list: 'industries_of_interest', options: 'fields' },
} as const;

/** A step's rule as a translated message (docs/product-rules.md §5 name messages, the sign-in form's email message). */
function useFieldErrorText() {
  const t = useTranslations();
  return (error: TOnboardingFieldError): string => {
    if (error === 'emailInvalid') return t('auth.errors.invalidEmail');
    if (error === 'tooManyChoices') return t('onboarding.tooManyChoices', { max: ONBOARDING_MAX_CHOICES });
    return t(`profile.errors.${error}`);
  };
}

/** /onboarding: name, email, locations, fields, then review and a first-subscription checkout. */
export function OnboardingWizard() {
  const t = useTranslations('onboarding');
  const locale = useLocale();
  const messageText = useMessageText();
  const fieldErrorText = useFieldErrorText();
  const { state, save } = useOnboardingState();
  // The step whose rule is shown: only after the person tried to leave it.
  const [checkedStep, setCheckedStep] = useState<number | null>(null);
  const options = api.onboarding.options.useQuery(undefined, { staleTime: Infinity });
  const choices = useChoiceLists(options.data, { broad: t('broadPlaces'), places: t('places') });
  // Text typed in a choice step and not (yet) picked: the step is not left with it unsaid.
  const [typed, setTyped] = useState('');
  const [isTypedRefused, setTypedRefused] = useState(false);
  const start = api.onboarding.start.useMutation({ onSuccess: ({ url }) => window.location.assign(url) });
  const checkEmail = api.onboarding.checkEmail.useMutation();
  useResetOnReturn(start.reset);
  const focusOnMount = useCallback((element: HTMLElement | null) => element?.focus(), []);
  useIdlePreload(preloadLaterSteps);

  const header = (
    <Stack gap={4}>
      <Title order={1} fz={26}>
        {t('title')}
      </Title>
      <Text c="dimmed">{t('lead')}</Text>
    </Stack>
  );
  const { currentStep, formData } = state;
  const step = ONBOARDING_STEPS[currentStep]!;
  const rule = onboardingStepError(step, formData);
  const isChoiceStep = step === 'locations' || step === 'industries';
  const shownError =
    isChoiceStep && isTypedRefused && typed.trim() ? t('typedNotSaved', { text: typed.trim() }) : checkedStep === currentStep && rule ? fieldErrorText(rule) : undefined;
  const hasPreferences = formData.locations_of_interest.length + formData.industries_of_interest.length > 0;
  // Before payment: whether any current job fits the chosen preferences (a count only).
  const matchCount = api.onboarding.matchCount.useQuery(
    { locations: formData.locations_of_interest, fields: formData.industries_of_interest },
    { enabled: step === 'review' && hasPreferences, staleTime: 60_000, retry: false },
  );
  const answer = (answers: Partial<TOnboardingForm>) => {
    if (answers.email !== undefined) checkEmail.reset();
    save(withAnswers(state, answers));
  };
  const onTyped = (text: string) => {
    setTyped(text);
    setTypedRefused(false);
  };
  const goTo = (target: number) => {
    setCheckedStep(null);
    onTyped('');
    start.reset();
    checkEmail.reset();
    save(withStep(state, target));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rule) return setCheckedStep(currentStep);
    if (isChoiceStep && typed.trim()) return setTypedRefused(true);
    // An email that names an account is told so here, not after three more steps (docs/security.md).
    if (step === 'email') return checkEmail.mutate({ email: formData.email.trim() }, { onSuccess: () => goTo(currentStep + 1) });
    if (step !== 'review') return goTo(currentStep + 1);
    start.mutate({ ...formData, locale: isLocale(locale) ? locale : undefined });
  };
  const error = start.error ?? checkEmail.error;
  const failure = error ? errorMessage(error, 'onboarding') : null;

  return (
    <Stack gap="md">
      {header}
      <Stack gap={6}>
        <Text size="sm" fw={600} data-testid="onboarding-progress">
          {t('stepOf', { current: currentStep + 1, total: ONBOARDING_STEPS.length })}
        </Text>
        <Progress value={((currentStep + 1) / ONBOARDING_STEPS.length) * 100} size="md" aria-hidden />
      </Stack>
      <Form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            {/* Steps without a text field focus their heading instead, so the new step is announced (keyed: once per step). */}
            <Title key={step} order={2} fz="lg" tabIndex={-1} ref={step === 'name' || step === 'email' ? undefined : focusOnMount}>
              {t(`steps.${step}.title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {step === 'name' ? t('steps.name.help', { max: NAME_MAX }) : t(`steps.${step}.help`)}
            </Text>
          </Stack>
          {step === 'name' ? <NameField form={formData} onAnswer={answer} error={shownError} /> : null}
          {step === 'email' ? <EmailField form={formData} onAnswer={answer} error={shownError} /> : null}
          {/* Reached before its code arrived (a very quick person or a slow network): the field appears when it has. */}
          <Suspense fallback={null}>
            {step === 'locations' || step === 'industries' ? (
              <ChoicesField
                key={step}
                list={CHOICE_STEPS[step].list}
                label={t(`steps.${step}.label`)}
                choices={choices[CHOICE_STEPS[step].options]}
                form={formData}
                onAnswer={answer}
                onTypedChange={onTyped}
                error={shownError}
              />
            ) : null}
            {step === 'review' ? (
              <>
                <ReviewList form={formData} labels={{ locations: choices.locations.labelOf, fields: choices.fields.labelOf }} onEdit={goTo} />
                {hasPreferences && matchCount.data?.count === 0 ? (
                  <Alert color="orange" data-testid="onboarding-no-matches">
                    {t('noMatches')}
                  </Alert>
                ) : null}
                <PlanPrice fw={700} fz="lg" withTerms />
              </>
            ) : null}
          </Suspense>
          {failure ? (
            <Alert color="red" role="alert" data-testid="onboarding-error">
              {messageText(failure)}
              {failure.key === 'errors.ACCOUNT_ACTIVE' || failure.key === 'errors.ACCOUNT_EXISTS' ? (
                <>
                  {' '}
                  <Anchor isPage href="/auth" c="red.9" fw={700}>
                    {t('goToSignIn')}
                  </Anchor>
                </>
              ) : null}
            </Alert>
          ) : null}
          <Group justify={currentStep > 0 ? 'space-between' : 'flex-end'}>
            {currentStep > 0 ? (
              <Button variant="default" onClick={() => goTo(currentStep - 1)}>
                {t('back')}
              </Button>
            ) : null}
            <Button type="submit" loading={start.isPending || start.isSuccess || checkEmail.isPending}>
              {step === 'review' ? t('pay') : t('next')}
            </Button>
          </Group>
        </Stack>
      </Form>
      <Divider />
      <Text size="sm">
        {t('haveAccount')}{' '}
        <Anchor isPage href="/auth" c="orange.8" fw={600}>
          {t('goToSignIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}
