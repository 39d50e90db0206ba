import { expect, test, type Page } from './fixtures';
import { totpCode } from '../helpers/totp';
import { codeSentTo, deliveriesTo, invitedUser, newEmail, subscriber } from './accounts';
import { holdChunks, signInDirectly, submitSignIn, takesTaps, waitingTaps } from './helpers';

const PASSWORD = 'Rumbo#E2e2026';

const fillSignIn = (page: Page, email: string, password: string) => submitSignIn(page, { email, password });

/**
 * A slow phone: /auth is on screen, its code is not yet, and the email and password are typed
 * meanwhile (labels in the page's language). `runCode` lets the code run, once the page has asked for it.
 */
async function typedBeforeCode(page: Page, email: string, labels = { email: 'Email', password: 'Password' }) {
  const { held, release } = await holdChunks(page, '');
  await page.goto('/auth', { waitUntil: 'commit' });
  await page.getByLabel(labels.email).fill(email);
  const password = page.getByLabel(labels.password, { exact: true });
  await password.fill(PASSWORD);
  const runCode = async () => {
    // Its code was held back, not run: the page asked for it and got nothing yet.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    release();
  };
  return { password, runCode };
}

test('sign up, confirm with the emailed code, signed in at once: refused without a subscription, with the flag set', async ({ page }) => {
  const email = newEmail('signup');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { name: 'Create your Rumbo account' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('New password').fill(PASSWORD);
  // The name comes first, with onboarding's rules and words, in either language; nothing is sent without it.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Name must be at least 2 characters long')).toBeVisible();
  await page.getByText('ES', { exact: true }).click();
  await expect(page.getByText('El nombre debe tener al menos 2 caracteres')).toBeVisible();
  await page.getByLabel('Tu nombre').fill('R2D2');
  await expect(page.getByText('El nombre no puede contener caracteres especiales ni números')).toBeVisible();
  await page.getByText('EN', { exact: true }).click();
  expect(deliveriesTo(email)).toBe(0);
  await page.getByLabel('Your name').fill('Lucía');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await page.getByLabel('Confirmation code').fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('auth-error')).toHaveText('The code is not correct. Check it and try again.');
  await page.getByLabel('Confirmation code').fill(await codeSentTo(email));
  await page.getByRole('button', { name: 'Confirm' }).click();

  // No second password entry: the right code signs the new account in, and the guard refuses it.
  await expect(page).toHaveURL(/\/auth\?reason=expired$/);
  await expect(page.getByTestId('expired-notice')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('subscriptionExpired'))).toBe('true');
  await expect(page.getByTestId('expired-notice')).toContainText(email);

  // From there the new user starts a first subscription (not a renewal): the test checkout, then the guarded pages open.
  await page.getByTestId('expired-notice').getByRole('button', { name: 'Start your subscription' }).click();
  await expect(page).toHaveURL(/\/test-checkout\/cs_local_/);
  await page.getByRole('button', { name: 'Pay (test)' }).click();
  await expect(page).toHaveURL(/\/dashboard\?subscription=started$/);
  await expect(page.getByRole('dialog', { name: 'Subscription Successfully Renewed!' })).toHaveCount(0);
  // Greeted by the name given at sign-up, not by the email.
  await expect(page.getByTestId('greeting')).toHaveText('Hello, Lucía');
});

test('a code entered after a reload still names the account: sign in, confirm, and the dashboard greets the person', async ({ page }) => {
  const email = newEmail('reload');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Your name').fill('Lucía Gómez');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  // The page that signed up is gone: the code is entered from a sign-in.
  await page.reload();
  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await page.getByLabel('Confirmation code').fill(await codeSentTo(email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await fillSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/auth\?reason=expired$/);
  await page.getByTestId('expired-notice').getByRole('button', { name: 'Start your subscription' }).click();
  await page.getByRole('button', { name: 'Pay (test)' }).click();
  await expect(page.getByTestId('greeting')).toHaveText('Hello, Lucía Gómez');
});

test('the password rule is 12 characters ticked while typing, and the server refuses short and common passwords', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create an account' }).click();
  const rules = page.getByTestId('password-checklist').getByRole('listitem');
  await expect(rules).toHaveText(['At least 12 characters']);
  await expect(page.getByTestId('password-hint')).toHaveText('A few unrelated words make a strong password that is easy to remember. Common passwords are refused.');
  // The rule's mark starts at the field's edge, like the hint under it, not indented as a bullet.
  const [mark, hint] = await Promise.all([rules.first().locator('[aria-hidden="true"]').first().boundingBox(), page.getByTestId('password-hint').boundingBox()]);
  expect(Math.abs(mark!.x - hint!.x)).toBeLessThan(1.5);
  await page.getByLabel('Your name').fill('Ana');
  await page.getByLabel('Email').fill(newEmail('weak'));
  await page.getByLabel('New password').fill('Ab1#xyz.Q9!');
  await expect(rules.first()).toHaveAttribute('data-met', 'false');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('auth-error')).toHaveText('Use at least 12 characters.');
  // Long enough, but on the list of common and breached passwords.
  await page.getByLabel('New password').fill('qwertyuiop123');
  await expect(rules.first()).toHaveAttribute('data-met', 'true');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('auth-error')).toHaveText('This password is too common. Choose one that is harder to guess, such as a few unrelated words.');
  await page.getByLabel('New password').fill(PASSWORD);
  await expect(page.getByTestId('password-checklist').locator('[data-met="true"]')).toHaveCount(1);
  // The rule is the field's description, so a screen reader says it with the field.
  await expect(page.getByLabel('New password')).toHaveAccessibleDescription(/At least 12 characters.*Common passwords are refused/);

  // The show/hide button reveals what was typed and hides it again; the field keeps the focus.
  const password = page.getByLabel('New password');
  await password.focus();
  await page.getByRole('button', { name: 'Show or hide the password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toBeFocused();
  await page.getByRole('button', { name: 'Show or hide the password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  await page.getByText('ES', { exact: true }).click();
  await expect(rules.first()).toHaveText('Al menos 12 caracteres');
  await expect(page.getByTestId('password-hint')).toHaveText(
    'Unas cuantas palabras sin relación forman una contraseña segura y fácil de recordar. No se aceptan contraseñas comunes.',
  );
  await expect(page.getByRole('button', { name: 'Mostrar u ocultar la contraseña' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByText('EN', { exact: true }).click();
});

// Empty fields are covered in access.spec.ts; this adds the email format and the Spanish catalogue.
test('bad input on /auth gets a clear message each, in English and Spanish', async ({ page }) => {
  await page.goto('/auth');
  await fillSignIn(page, 'ana@', 'whatever');
  await expect(page.getByTestId('auth-error')).toHaveText('Enter a valid email address.');
  await fillSignIn(page, 'demo@rumbo.app', 'Wrong#Pass1');
  await expect(page.getByTestId('auth-error')).toHaveText('Incorrect username or password. Please try again.');

  await page.getByText('ES', { exact: true }).click();
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByTestId('auth-error')).toHaveText('Correo electrónico o contraseña incorrectos. Inténtalo de nuevo.');
  await page.getByText('EN', { exact: true }).click();
});

test('too many failed sign-ins: a clear message instead of another try', async ({ page }) => {
  const user = await subscriber('locked', PASSWORD);
  await page.goto('/auth');
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const answered = page.waitForResponse((response) => response.url().includes('/api/trpc/auth.signIn'));
    await fillSignIn(page, user.email, 'Wrong#Pass1');
    await answered;
    await expect(page.getByTestId('auth-error')).toHaveText('Incorrect username or password. Please try again.');
  }
  await fillSignIn(page, user.email, user.password);
  await expect(page.getByTestId('auth-error')).toHaveText('Too many attempts. Please wait a few minutes and try again.');
  await expect(page).toHaveURL(/\/auth$/);
});

test('TOTP: set up on /settings with the QR code and key, then sign in with a computed code', async ({ page }) => {
  const user = await subscriber('totp', PASSWORD);
  await page.goto('/auth');
  await fillSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/settings');
  await expect(page.getByTestId('totp-status')).toHaveText('Off');
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByTestId('totp-qr')).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('Code from your authenticator app').fill('000000');
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByTestId('security-error')).toHaveText('The code is not correct. Check it and try again.');
  await page.getByLabel('Code from your authenticator app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByTestId('security-notice')).toBeVisible();
  await expect(page.getByTestId('totp-status')).toHaveText('On');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await fillSignIn(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await page.getByLabel('Code from your authenticator app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('forgot password: code by email, new password, then sign in with it', async ({ page }) => {
  const user = await subscriber('forgot', PASSWORD);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  // Typed once the reset step shows, as a person would: the sign-in step's field goes as it comes.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  // The same words whether or not the account exists: a reset never tells who has an account.
  await expect(page.getByTestId('auth-notice')).toHaveText(`If ${user.email} has a Rumbo account, we have sent it a code. Enter it below with your new password.`);
  await page.getByLabel('Confirmation code').fill(await codeSentTo(user.email));
  await page.getByLabel('New password').fill('Changed#Pass2026');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByTestId('auth-notice')).toHaveText('Password changed successfully');
  await fillSignIn(page, user.email, 'Changed#Pass2026');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Sign in to Rumbo' })).toBeVisible();
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  const stranger = newEmail('nobody');
  await page.getByLabel('Email').fill(stranger);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByTestId('auth-notice')).toHaveText(`If ${stranger} has a Rumbo account, we have sent it a code. Enter it below with your new password.`);
});

test('what is typed before the page has run its code is kept: the password on its first render, the email on the reset step', async ({ page }) => {
  const user = await subscriber('early', PASSWORD);
  await (await typedBeforeCode(page, user.email)).runCode();
  // The show/hide button answers once the code has run; showing the password renders its field again.
  const toggle = page.getByRole('button', { name: 'Show or hide the password' });
  await expect(async () => {
    if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true', { timeout: 500 });
  }).toPass();
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await page.getByRole('button', { name: 'Back to sign in' }).click();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Sign in pressed before the page has run its code signs in once the code runs, in Spanish; no address ever carries the password', async ({ page }) => {
  const user = await subscriber('early-send', PASSWORD);
  await page.context().addCookies([{ name: 'locale', value: 'es', url: process.env.E2E_BASE_URL! }]);
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  const { password, runCode } = await typedBeforeCode(page, user.email, { email: 'Correo electrónico', password: 'Contraseña' });
  // Enter in the password box: the browser would send the form as a reload of the page.
  await password.press('Enter');
  // The form's button is dimmed meanwhile: the send was noticed.
  await expect(page.getByRole('button', { name: 'Iniciar sesión', exact: true })).toHaveAttribute('data-early-tap', '');
  await runCode();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('greeting')).toBeVisible();
  expect(addresses.filter((address) => address.includes('?') && new URL(address).pathname === '/auth')).toEqual([]);
  expect(addresses.filter((address) => address.includes(encodeURIComponent(PASSWORD)) || address.includes(PASSWORD))).toEqual([]);
});

test('Sign in pressed the moment the page’s code runs, before the typed email and password have reached its state, waits for them and signs in', async ({ page }) => {
  const user = await subscriber('early-moment', PASSWORD);
  // The form is sent as soon as its code has marked it as running (early-submit.ts), in the same
  // task, before the fields' early text is given to the page: the narrowest window a quick Enter can hit.
  await page.addInitScript(() => {
    Object.defineProperty(window, 'rumboForms', {
      configurable: true,
      set(forms: { live: WeakSet<HTMLFormElement> }) {
        const add = forms.live.add.bind(forms.live);
        let isSent = false;
        forms.live.add = (form: HTMLFormElement) => {
          add(form);
          if (!isSent) {
            isSent = true;
            queueMicrotask(() => form.requestSubmit(form.querySelector<HTMLButtonElement>('button[type="submit"]')));
          }
          return forms.live;
        };
        Object.defineProperty(window, 'rumboForms', { value: forms, writable: true, configurable: true });
      },
    });
  });
  await (await typedBeforeCode(page, user.email)).runCode();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('greeting')).toBeVisible();
});

test('a code that did not arrive is sent again, on the sign-up and the reset code steps, in English and Spanish', async ({ page }) => {
  // Sign-up, in English: the code step offers it, says where it went, and the code sent again works.
  const email = newEmail('resend');
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Your name').fill('Ana');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await expect.poll(() => deliveriesTo(email)).toBe(1);
  const resend = page.getByRole('button', { name: 'Send the code again' });
  await resend.click();
  await expect(page.getByTestId('resend-notice')).toHaveText(`We sent the code again to ${email}. It can take a minute to arrive; check your spam folder too.`);
  await expect.poll(() => deliveriesTo(email)).toBe(2);
  // One click, one email: the button rests a while after sending.
  await expect(resend).toBeDisabled();
  await page.getByLabel('Confirmation code').fill(await codeSentTo(email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/auth\?reason=expired$/);

  // Reset, in Spanish.
  const user = await subscriber('resend-reset', PASSWORD);
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'locale', value: 'es', url: process.env.E2E_BASE_URL! }]);
  await page.goto('/auth');
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page.getByRole('heading', { name: 'Restablece tu contraseña' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByRole('heading', { name: 'Elige una nueva contraseña' })).toBeVisible();
  await expect.poll(() => deliveriesTo(user.email)).toBe(1);
  await page.getByRole('button', { name: 'Enviar el código de nuevo' }).click();
  await expect(page.getByTestId('resend-notice')).toHaveText(
    `Hemos enviado el código de nuevo a ${user.email}. Puede tardar un minuto en llegar; revisa también la carpeta de spam.`,
  );
  await expect.poll(() => deliveriesTo(user.email)).toBe(2);
  await page.getByLabel('Código de confirmación').fill(await codeSentTo(user.email));
  await page.getByLabel('Nueva contraseña').fill('Cambiada#Clave2026');
  await page.getByRole('button', { name: 'Guardar nueva contraseña' }).click();
  await expect(page.getByTestId('auth-notice')).toHaveText(/contraseña/i);
});

test('new password required for an account created with a temporary password: one banner at a time', async ({ page }) => {
  const email = await invitedUser('invited', 'Temp#Pass2026');
  await page.goto('/auth');
  await fillSignIn(page, email, 'Temp#Pass2026');
  await expect(page.getByTestId('auth-notice')).toHaveText('Please change your password');
  // Banners are Rumbo's alerts (the framework's route announcer is one too, empty and hidden).
  const banners = page.locator('[role="alert"]:not(#__next-route-announcer__)');
  await expect(banners).toHaveCount(1);
  await expect(page.getByText('Please change your password')).toHaveCount(1);
  // A refused password: its reason alone, not stacked over the notice.
  await page.getByLabel('New password').fill('too short');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('auth-error')).toHaveText('Use at least 12 characters.');
  await expect(banners).toHaveCount(1);
  await expect(page.getByTestId('auth-notice')).toHaveCount(0);
  await page.getByLabel('New password').fill('Chosen#Pass2026');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

/** Answers the sign-in call with an identity failure shaped as the server's tRPC error formatter shapes it. */
async function failSignIn(page: Page, data: { reason: string; detail?: string }) {
  await page.unroute('**/api/trpc/auth.signIn**');
  await page.route('**/api/trpc/auth.signIn**', (route) => {
    const error = {
      message: data.detail ?? 'An unknown error occurred during authentication',
      code: -32600,
      data: { code: 'BAD_REQUEST', httpStatus: 400, path: 'auth.signIn', appCode: 'AUTH_FAILED', ...data },
    };
    // Identity calls travel one per request (never batched): the answer is one error, not a list.
    return route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error }) });
  });
}

test("an identity error outside the catalogue shows the service's own words, else the unknown-error text (docs/product-rules.md §8)", async ({ page }) => {
  await page.goto('/auth');
  await failSignIn(page, { reason: 'unknown', detail: 'Service is down for maintenance' });
  await fillSignIn(page, 'ana@example.com', PASSWORD);
  await expect(page.getByTestId('auth-error')).toHaveText('Service is down for maintenance');
  await failSignIn(page, { reason: 'unknown' });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('auth-error')).toHaveText('An unknown error occurred during authentication');
  // A reason in the catalogue is translated; the service's words are then not shown.
  await failSignIn(page, { reason: 'expiredCode', detail: 'Invalid code provided, please request a code again.' });
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('auth-error')).toHaveText('The code has expired. Request a new one.');
});

test('the sign-in screen loads without the later steps’ code; a step change keeps the card until the next step has loaded', async ({ page }) => {
  // The sign-up step's code is known by its call; it is held back until released.
  const { held: signUpChunks, release } = await holdChunks(page, '.signUp.useMutation');
  const html = await (await page.goto('/auth'))!.text();
  await expect(page.getByRole('heading', { name: 'Sign in to Rumbo' })).toBeVisible();
  // Asked for once the page is idle, not by the page's HTML.
  await expect.poll(() => signUpChunks.length).toBeGreaterThan(0);
  for (const chunk of signUpChunks) expect(html).not.toContain(`src="${chunk}"`);

  await page.getByRole('button', { name: 'Create an account' }).click();
  // Meanwhile the sign-in card stays whole: no empty card, no half-changed screen.
  await expect(page.getByRole('heading', { name: 'Sign in to Rumbo' })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Create your Rumbo account' })).toBeVisible();
  await expect(page.getByLabel('New password')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in to Rumbo' })).toHaveCount(0);
});

test('Continue tapped on the signed-in card while the rest of the page runs but the card’s code is still on its way is taken once it arrives', async ({ page }) => {
  const user = await subscriber('card-early-tap', PASSWORD);
  await signInDirectly(page, user, { openDashboard: false });
  const { held: cardChunks, release } = await holdChunks(page, '"signed-in-card"');
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  const proceed = page.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeVisible();
  await expect.poll(() => cardChunks.length).toBeGreaterThan(0);
  // The page around the card runs (React would stop the tap, the card having no code yet).
  await expect.poll(() => takesTaps(page)).toBe(true);
  await proceed.click();
  // The tap waits for the card's code, dimmed, and is taken once it has arrived.
  await expect(proceed).toHaveAttribute('data-early-tap', '');
  release();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a tap whose button is still not live 10 s later is let go, each on its own time: the card’s code arriving after that does not act on it', async ({ page }) => {
  const user = await subscriber('card-late-tap', PASSWORD);
  await signInDirectly(page, user, { openDashboard: false });
  await page.clock.install();
  const { held: cardChunks, release } = await holdChunks(page, '"signed-in-card"');
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  const proceed = page.getByRole('button', { name: 'Continue' });
  const signOut = page.getByRole('button', { name: 'Sign out' });
  await expect.poll(() => cardChunks.length).toBeGreaterThan(0);
  await expect.poll(() => takesTaps(page)).toBe(true);
  await proceed.click();
  await expect(proceed).toHaveAttribute('data-early-tap', '');
  // Another tap 6 s later, on a button of the same card: it waits behind the first, and does not
  // keep the first waiting longer than its own 10 s (src/components/ui/page-body.tsx).
  await page.clock.fastForward(6_000);
  await signOut.click();
  await page.clock.fastForward(5_000);
  await expect(proceed).not.toHaveAttribute('data-early-tap');
  await expect(signOut).toHaveAttribute('data-early-tap', '');
  await page.clock.fastForward(6_000);
  await expect(signOut).not.toHaveAttribute('data-early-tap');
  await expect.poll(() => waitingTaps(page)).toBe(0);
  const askedAgain = page.waitForResponse((response) => response.url().includes('subscription.status'));
  release();
  // The card runs (it asks for the status again), nothing is tapped again, and the person stays signed in where they are.
  await askedAgain;
  await page.clock.fastForward(1_000);
  expect(await waitingTaps(page)).toBe(0);
  await expect(page).toHaveURL(/\/auth$/);
  // A tap now is taken at once.
  await proceed.click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the sign-in page loads without the signed-in card’s code; a signed-in visitor gets that card whole from the server while its code loads', async ({ page }) => {
  // The signed-in card's code is known by its test id; it is held back until released.
  const { held: cardChunks, release } = await holdChunks(page, '"signed-in-card"');
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sign in to Rumbo' })).toBeVisible();
  // The later sign-in steps arrive at idle; the signed-in card's code is never asked for.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/_next/static/chunks/')).length)).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(cardChunks).toEqual([]);

  const user = await subscriber('signed-in-card', PASSWORD);
  await fillSignIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/auth', { waitUntil: 'domcontentloaded' });
  // The server's HTML has the whole card, with the subscription it read; the code is still held.
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await expect(page.getByText(`You are signed in as ${user.email}.`)).toBeVisible();
  await expect.poll(() => cardChunks.length).toBeGreaterThan(0);
  // Once hydrated, the card asks for the status again (a payment in another tab may have changed it).
  const askedAgain = page.waitForResponse((response) => response.url().includes('subscription.status'));
  release();
  await askedAgain;
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
