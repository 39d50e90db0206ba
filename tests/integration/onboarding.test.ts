import { describe, expect, it } from 'vitest';
import { createJobsRepo } from '~/server/db/jobs-repo';
import { RATE_LIMITS } from '~/server/rate-limit/limiter';
import { SIGNUP_TTL_MS } from '~/server/db/signups-repo';
import { TEST_CODE } from '../helpers/cognito-global-setup';
import { authHarness, uniqueEmail } from '../helpers/auth';
import { NOW } from '../helpers/db';

const PASSWORD = 'Rumbo#Test2026';
const HOUR_MS = 3_600_000;
const EXISTS = 'An account with this email already exists. Please sign in to continue.';

/** A visitor's onboarding calls over the local database and identity service, with a few stored jobs. */
async function visitorWithJobs() {
  const h = await authHarness();
  const job = (n: number, location: string, role_type: string) => ({
    job_url: `https://jobs.example/onboarding/${n}`,
    company: 'Acme',
    title: `Job ${n}`,
    location,
    role_type,
    creation_date: NOW - n * HOUR_MS,
  });
  await createJobsRepo(h.db).putMany(
    [
      job(1, 'Madrid, España', 'Diseño'),
      job(2, 'Dublin, Ireland', 'Marketing'),
      job(3, 'Remoto (España)', 'Software Engineering'),
      job(4, 'Madrid, España', 'Software Engineering'),
    ],
    NOW,
  );
  return h;
}

describe('onboarding choices, counts and the email step (docs/product-rules.md §4.8)', () => {
  it('offers the same choices as the preferences, named in both languages, whose values are the options themselves', async () => {
    const h = await visitorWithJobs();
    const { locations, fields } = await h.caller.onboarding.options();
    expect(locations).toEqual(expect.arrayContaining([{ value: 'Dublin, Ireland', isBroad: false, labels: { en: 'Dublin, Ireland', es: 'Dublín, Irlanda' } }]));
    expect(locations.find((choice) => choice.value === 'Madrid, España')?.labels.en).toBe('Madrid, Spain');
    expect(fields.find((choice) => choice.value === 'Software Engineering')?.labels.es).toBe('Ingeniería de software');
    // The values are what the fallback filters jobs with (docs/product-rules.md §5.2): each finds its jobs.
    for (const choice of [...locations, ...fields]) {
      const isLocation = locations.includes(choice);
      const { count } = await h.callerAs(null, '198.51.100.10').onboarding.matchCount(isLocation ? { locations: [choice.value] } : { fields: [choice.value] });
      expect(count, choice.value).toBeGreaterThan(0);
    }
  });

  it('counts the current jobs the chosen preferences match, and nothing for text that names no option', async () => {
    const h = await visitorWithJobs();
    const count = (locations: string[], fields: string[]) => h.caller.onboarding.matchCount({ locations, fields });
    expect(await count(['Madrid, España'], ['Software Engineering'])).toEqual({ count: 1 });
    expect(await count(['Madrid, España'], [])).toEqual({ count: 2 });
    expect(await count([], ['mercad'])).toEqual({ count: 0 });
    expect(await count(['madr'], ['Diseño'])).toEqual({ count: 1 });
    // Bad input gets a clear refusal, never a crash.
    await expect(h.caller.onboarding.matchCount({ locations: ['x'.repeat(101)] })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('paces the count per address like the other public endpoints', async () => {
    const h = await visitorWithJobs();
    const visitor = h.callerAs(null, '198.51.100.20');
    for (let n = 0; n < RATE_LIMITS.jobCount.address.limit; n++) await visitor.onboarding.matchCount({ fields: ['Diseño'] });
    await expect(visitor.onboarding.matchCount({ fields: ['Diseño'] })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    // Another address is not held back.
    expect(await h.callerAs(null, '198.51.100.21').onboarding.matchCount({ fields: ['Diseño'] })).toEqual({ count: 1 });
  });

  it('answers an email that names an account at the email step with the checkout’s words; a new email passes; paced per email', async () => {
    const h = await visitorWithJobs();
    const owner = uniqueEmail('owner');
    expect(await h.caller.onboarding.checkEmail({ email: owner })).toEqual({ isFree: true });
    // An account, whatever its subscription (here none yet): the same words as the checkout's (docs/security.md).
    await h.deps.users.put({ user_email: owner, name: 'Ana', created_at: NOW, updated_at: NOW });
    await expect(h.caller.onboarding.checkEmail({ email: ` ${owner.toUpperCase()} ` })).rejects.toMatchObject({ code: 'CONFLICT', message: EXISTS });
    expect(await h.caller.onboarding.checkEmail({ email: uniqueEmail('new') })).toEqual({ isFree: true });
    await expect(h.caller.onboarding.checkEmail({ email: 'not an email' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const rule = RATE_LIMITS.emailCheck.account;
    const asked = uniqueEmail('asked');
    for (let n = 0; n < rule.free; n++) await h.callerAs(null, '198.51.100.30').onboarding.checkEmail({ email: asked });
    await expect(h.callerAs(null, '198.51.100.30').onboarding.checkEmail({ email: asked })).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});

describe('"Create an account" gathers the name (docs/product-rules.md §2.5 /auth)', () => {
  it('keeps the name given at sign-up once the code proves the email, so the record greets the person by it', async () => {
    const h = await authHarness();
    const email = uniqueEmail('named');
    const { state } = await h.caller.auth.signUp({ email, password: PASSWORD, name: '  Ana   María ' });
    expect(await h.deps.users.get(email)).toBeNull();
    const step = await h.caller.auth.confirmSignUp({ email, code: TEST_CODE, state });
    expect(step).toMatchObject({ nextStep: 'DONE', ticket: expect.any(String) });
    expect(await h.deps.users.get(email)).toMatchObject({ user_email: email, name: 'Ana María', created_at: NOW });
    expect((await h.deps.users.get(email))?.subscription).toBeUndefined();
  });

  it('keeps the name when the code is entered after a reload or on another page (no sealed state), and only once', async () => {
    const h = await authHarness();
    const email = uniqueEmail('reloaded');
    await h.caller.auth.signUp({ email, password: PASSWORD, name: 'Lucía Pérez' });
    // Held server-side, apart from any onboarding's answers, until the code proves the email.
    expect(await h.deps.users.get(email)).toBeNull();
    expect(await h.caller.auth.confirmSignUp({ email, code: TEST_CODE })).toMatchObject({ nextStep: 'DONE' });
    expect(await h.deps.users.get(email)).toMatchObject({ name: 'Lucía Pérez', created_at: NOW });
    expect(await h.deps.signups.takeName(email, NOW)).toBeNull();
  });

  it('forgets a held name after a week, as it forgets onboarding answers', async () => {
    const h = await authHarness();
    const email = uniqueEmail('late');
    await h.deps.signups.putName(email, 'Ana', NOW);
    expect(await h.deps.signups.takeName(email, NOW + SIGNUP_TTL_MS + 1)).toBeNull();
    await h.deps.signups.putName(email, 'Ana', NOW);
    expect(await h.deps.signups.takeName(email, NOW + SIGNUP_TTL_MS - 1)).toBe('Ana');
  });

  it('refuses a name that breaks the rules with its own words, before anything is asked of the identity service', async () => {
    const h = await authHarness();
    const email = uniqueEmail('badname');
    await expect(h.caller.auth.signUp({ email, password: PASSWORD, name: 'R2D2' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Name cannot contain special characters or numbers',
    });
    await expect(h.caller.auth.signUp({ email, password: PASSWORD, name: ' A ' })).rejects.toMatchObject({ message: 'Name must be at least 2 characters long' });
    // Nothing was made: the same email signs up afterwards.
    expect(await h.caller.auth.signUp({ email, password: PASSWORD, name: 'Ana' })).toMatchObject({ nextStep: 'CONFIRM_SIGN_UP' });
  });
});
