import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { trackFor } from './accounts';
import { signedInJobSeeker, submitSignIn } from './helpers';

/** What the screens say in each language. */
const TEXT = {
  en: {
    title: 'Your data',
    json: 'Download (JSON)',
    csv: 'Download (CSV)',
    csvHeader: 'Record,Field,Value',
    csvStatus: 'Application 1,Status,Applied',
    // Values stored as codes are written in the reader's words too.
    csvCodes: ['Subscription,Status,Active', 'Subscription,Payment status,Paid'],
    deleteButton: 'Delete account…',
    dialogTitle: 'Delete your Rumbo account?',
    confirmLabel: (email: string) => `Type your email (${email}) to confirm`,
    confirm: 'Delete my account',
    keep: 'Keep my account',
    mismatch: 'Type the email of this account exactly as shown.',
    deleted: 'Your account has been deleted. Thank you for using Rumbo.',
    signInRefused: 'Incorrect username or password. Please try again.',
  },
  es: {
    title: 'Tus datos',
    json: 'Descargar (JSON)',
    csv: 'Descargar (CSV)',
    csvHeader: 'Registro;Campo;Valor',
    csvStatus: 'Candidatura 1;Estado;Enviada',
    csvCodes: ['Suscripción;Estado;Activa', 'Suscripción;Estado del pago;Pagado'],
    deleteButton: 'Eliminar cuenta…',
    dialogTitle: '¿Eliminar tu cuenta de Rumbo?',
    confirmLabel: (email: string) => `Escribe tu correo (${email}) para confirmar`,
    confirm: 'Eliminar mi cuenta',
    keep: 'Conservar mi cuenta',
    mismatch: 'Escribe el correo de esta cuenta tal como aparece.',
    deleted: 'Tu cuenta se ha eliminado. Gracias por usar Rumbo.',
    signInRefused: 'Correo electrónico o contraseña incorrectos. Inténtalo de nuevo.',
  },
} as const;

for (const lang of ['en', 'es'] as const) {
  const T = TEXT[lang];
  test(`${lang}: a person downloads everything Rumbo keeps about them as JSON and CSV, then deletes the account after typing their email, and cannot sign in again`, async ({
    page,
  }) => {
    await page.context().addCookies([{ name: 'locale', value: lang, url: process.env.E2E_BASE_URL! }]);
    await page.setViewportSize({ width: 390, height: 844 });
    const user = await signedInJobSeeker(page, `data-${lang}`);
    await trackFor(user.email, 'https://jobs.example/data-export', 'APPLIED');
    await page.goto('/settings');
    const panel = page.getByTestId('data-panel');
    await expect(panel.getByRole('heading', { name: T.title })).toBeVisible();

    const [json] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: T.json }).click()]);
    expect(json.suggestedFilename()).toMatch(/^rumbo-(data|datos)-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await json.path())!, 'utf8')) as {
      profile: { email: string };
      applications: Array<{ job_url: string }>;
      job_preferences: { locations: string[] };
    };
    expect(data.profile.email).toBe(user.email);
    expect(data.applications.map((application) => application.job_url)).toEqual(['https://jobs.example/data-export']);
    expect(data.job_preferences.locations).toEqual(['Madrid']);

    const [csv] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: T.csv }).click()]);
    const text = readFileSync((await csv.path())!, 'utf8');
    expect(text.startsWith(`\uFEFF${T.csvHeader}\r\n`)).toBe(true);
    expect(text).toContain(T.csvStatus);
    for (const row of T.csvCodes) expect(text).toContain(`\r\n${row}\r\n`);

    // Deleting: the safe choice first; a wrong email is refused in place; the right one deletes.
    await panel.getByRole('button', { name: T.deleteButton }).click();
    const dialog = page.getByRole('dialog', { name: T.dialogTitle });
    await expect(dialog.getByRole('button', { name: T.keep })).toBeFocused();
    const field = dialog.getByLabel(T.confirmLabel(user.email));
    await field.fill('someone-else@example.com');
    await dialog.getByRole('button', { name: T.confirm }).click();
    await expect(dialog.getByText(T.mismatch)).toBeVisible();
    await field.fill(user.email);
    await dialog.getByRole('button', { name: T.confirm }).click();
    await expect(page).toHaveURL(/\/\?account=deleted$/);
    await expect(page.getByTestId('account-deleted')).toHaveText(T.deleted);

    await page.goto('/auth');
    await submitSignIn(page, user);
    await expect(page.getByRole('alert').filter({ hasText: T.signInRefused })).toBeVisible();
  });
}
