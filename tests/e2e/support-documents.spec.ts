import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect, test, type Page } from './fixtures';
import { createResumeRequestsRepo } from '../../src/server/db/resume-requests-repo';
import { tableName } from '../../src/server/db/tables';
import { createUsersRepo } from '../../src/server/db/users-repo';
import { subscriber, suiteDb } from './accounts';
import { holdChunks, signInDirectly } from './helpers';

const PASSWORD = 'Rumbo#Docs2026';
const REFERENCE = /RS-[2-9A-Z]{4}-[2-9A-Z]{4}/;

/** The support messages stored for `email`. */
async function supportMessagesOf(email: string) {
  const db = suiteDb();
  const { Items } = await db.doc.send(
    new QueryCommand({ TableName: tableName(db, 'supportRequests'), KeyConditionExpression: 'user_email = :e', ExpressionAttributeValues: { ':e': email } }),
  );
  return Items ?? [];
}

/** A fresh subscriber, signed in (each test opens its page next). */
async function signedInSubscriber(page: Page, tag: string) {
  const user = await subscriber(tag, PASSWORD);
  await signInDirectly(page, user, { openDashboard: false });
  return user;
}

/** A fresh subscriber, signed in, with a stored resume and one finished resume match. */
async function subscriberWithDocuments(page: Page, tag: string) {
  const user = await signedInSubscriber(page, tag);
  const db = suiteDb();
  const now = Date.now();
  await createUsersRepo(db).setResumeText(user.email, 'Ana García\nSenior Software Engineer in Madrid.\nTypeScript, React and Node.js.', now);
  const requests = createResumeRequestsRepo(db);
  const requestId = randomBytes(18).toString('base64url');
  await requests.create({ request_id: requestId, owner_email: user.email, resume_text: 'Senior Software Engineer', created_at: now, expires_at: Math.ceil(now / 1000) + 3_600 });
  await requests.startRanking(requestId, now);
  const job = { job_url: `https://jobs.example/${requestId}`, company: 'Rumbo Test Labs', title: 'Senior Frontend Engineer', location: 'Madrid, España' };
  await requests.finish(requestId, [{ score: 87, matched_skills: ['TypeScript'], missing_skills: [], reason: { code: 'skills' }, job }], now);
  await createUsersRepo(db).rememberResumeRequest(user.email, requestId, 10);
  return { ...user, requestId };
}

test.describe('in English, on a laptop', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('the support page answers questions, and its form checks, stores and confirms a message', async ({ page }) => {
    const user = await signedInSubscriber(page, 'support-en');
    await page.goto('/support');
    await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
    const question = page.getByRole('button', { name: 'How do I delete my account?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'How do I delete my account?' })).toContainText(/under Your data: download a copy first/);
    await expect(page.getByText(/under Your data: download a copy first/)).toBeVisible();
    // Enter on the focused question folds it away again.
    await question.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/under Your data: download a copy first/)).toBeHidden();
    await expect(page.getByTestId('support-mail')).toHaveAttribute('href', /^mailto:/);

    const replyTo = page.getByRole('textbox', { name: 'Reply to' });
    await expect(replyTo).toHaveValue(user.email);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Choose a topic.')).toBeVisible();
    await expect(page.getByText('Write at least 10 characters.')).toBeVisible();
    // The first field to fix has the focus.
    await expect(page.getByRole('combobox', { name: 'Topic' })).toBeFocused();
    await page.getByRole('combobox', { name: 'Topic' }).selectOption({ label: 'Payments and invoices' });
    await page.getByRole('textbox', { name: 'Message' }).fill('I was charged twice for November.');
    await replyTo.fill('ana@example');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await expect(replyTo).toBeFocused();
    expect(await supportMessagesOf(user.email)).toEqual([]);

    await replyTo.fill('ana.personal@example.org');
    await page.getByRole('button', { name: 'Send message' }).click();
    const sent = page.getByTestId('support-sent');
    await expect(sent).toContainText('Message sent');
    await expect(sent).toContainText('ana.personal@example.org');
    const reference = (await sent.textContent())?.match(REFERENCE)?.[0];
    expect(reference).toBeTruthy();
    expect(await supportMessagesOf(user.email)).toEqual([
      expect.objectContaining({ reference, topic: 'billing', message: 'I was charged twice for November.', reply_email: 'ana.personal@example.org', locale: 'en' }),
    ]);
  });

  test('documents: the resume downloads; every delete asks first, Cancel keeps and Delete deletes', async ({ page }) => {
    const user = await subscriberWithDocuments(page, 'documents-en');
    await page.goto('/documents');
    await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
    const resume = page.getByTestId('documents-resume');
    await expect(resume.getByTestId('resume-preview')).toContainText('Senior Software Engineer in Madrid.');
    const [download] = await Promise.all([page.waitForEvent('download'), resume.getByRole('button', { name: 'Download (.txt)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^rumbo-resume-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(readFileSync((await download.path())!, 'utf8')).toBe('Ana García\nSenior Software Engineer in Madrid.\nTypeScript, React and Node.js.');

    const dialog = page.getByRole('dialog');
    await resume.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toContainText('Delete your stored resume?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(resume.getByTestId('resume-preview')).toBeVisible();
    await resume.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete resume' }).click();
    await expect(dialog).toBeHidden();
    await expect(resume.getByTestId('resume-empty')).toContainText('No resume yet.');
    await expect(resume.getByRole('link', { name: 'Add one' })).toHaveAttribute('href', '/resume');
    expect(await createUsersRepo(suiteDb()).resumeText(user.email)).toBe('');
    expect((await createUsersRepo(suiteDb()).get(user.email))?.has_resume).toBe(false);

    const matches = page.getByTestId('documents-matches');
    const match = matches.getByTestId('past-match');
    await expect(match).toContainText('Done');
    await expect(match.getByRole('link', { name: 'Senior Frontend Engineer' })).toBeVisible();
    await expect(match).toContainText('87% match');
    await match.getByRole('button', { name: /^Delete the match of/ }).click();
    await expect(dialog).toContainText('Delete this resume match?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(match).toBeVisible();
    await match.getByRole('button', { name: /^Delete the match of/ }).click();
    await dialog.getByRole('button', { name: 'Delete match' }).click();
    await expect(matches.getByTestId('matches-empty')).toContainText('No resume matches in the last 24 hours.');
    expect(await createResumeRequestsRepo(suiteDb()).get(user.requestId)).toBeNull();

    await expect(page.getByTestId('applications-empty')).toContainText('No applications yet.');
  });
});

test.describe('in Spanish, on a phone', () => {
  test.use({ locale: 'es-ES', viewport: { width: 390, height: 844 } });

  test('el formulario de soporte guarda y confirma el mensaje, también escrito y enviado antes de que la página haya cargado su código', async ({ page }) => {
    const user = await signedInSubscriber(page, 'support-es');
    await page.goto('/support');
    await expect(page.getByRole('heading', { name: 'Soporte', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.getByText('Elige un tema.')).toBeVisible();
    // A slow phone: the form is filled in before the page's code has run; the send sends what it shows.
    const { held, release } = await holdChunks(page, '');
    await page.goto('/support', { waitUntil: 'commit' });
    await page.getByRole('combobox', { name: 'Tema' }).selectOption({ label: 'Mi cuenta' });
    await page.getByRole('textbox', { name: 'Mensaje' }).fill('Quiero eliminar mi cuenta, por favor.');
    const reply = page.getByRole('textbox', { name: 'Responder a' });
    await expect(reply).toHaveValue(user.email);
    const replyTo = `respuestas.${user.email}`;
    await reply.fill(replyTo);
    // …and sent, still before the code has run: the browser would send it as a reload of the page.
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    release();
    const sent = page.getByTestId('support-sent');
    await expect(sent).toContainText('Mensaje enviado');
    await expect(sent).toContainText(replyTo);
    expect(new URL(page.url()).search).toBe('');
    const reference = (await sent.textContent())?.match(REFERENCE)?.[0];
    expect(await supportMessagesOf(user.email)).toEqual([
      expect.objectContaining({ reference, topic: 'account', locale: 'es', message: 'Quiero eliminar mi cuenta, por favor.', reply_email: replyTo }),
    ]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test('documentos: borrar pide confirmación (Cancelar conserva, Borrar borra) y el CSV sale en español', async ({ page }) => {
    await subscriberWithDocuments(page, 'documents-es');
    // One tracked job, so the export has a row.
    await page.goto('/matches');
    await page.getByTestId('job-card').first().getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByTestId('job-card').first().getByTestId('kept-status')).toHaveText('Guardada');

    await page.goto('/documents');
    await expect(page.getByRole('heading', { name: 'Documentos', level: 1 })).toBeVisible();
    const resume = page.getByTestId('documents-resume');
    const dialog = page.getByRole('dialog');
    await resume.getByRole('button', { name: 'Borrar' }).click();
    await expect(dialog).toContainText('¿Borrar tu currículum guardado?');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(resume.getByTestId('resume-preview')).toBeVisible();
    await resume.getByRole('button', { name: 'Borrar' }).click();
    await dialog.getByRole('button', { name: 'Borrar currículum' }).click();
    await expect(resume.getByTestId('resume-empty')).toContainText('Aún no tienes currículum.');

    const match = page.getByTestId('past-match');
    await expect(match).toContainText('Terminada');
    await match.getByRole('button', { name: /^Borrar la comparación del/ }).click();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(match).toBeVisible();
    await match.getByRole('button', { name: /^Borrar la comparación del/ }).click();
    await dialog.getByRole('button', { name: 'Borrar comparación' }).click();
    await expect(page.getByTestId('matches-empty')).toBeVisible();

    const applications = page.getByTestId('documents-applications');
    await expect(applications).toContainText('Candidaturas en seguimiento: 1.');
    const [download] = await Promise.all([page.waitForEvent('download'), applications.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^rumbo-candidaturas-\d{4}-\d{2}-\d{2}\.csv$/);
    // UTF-8 with a byte-order mark, `;` between cells: a Spanish spreadsheet opens it in columns.
    const file = readFileSync((await download.path())!, 'utf8');
    expect(file.startsWith('\uFEFF')).toBe(true);
    const lines = file.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('URL de la oferta;Puesto;Empresa;Ubicación;Estado;Enviada el;Último cambio;Entrevista;Seguimiento;Contacto;Salario;Notas');
    expect(lines).toHaveLength(2);
    // Saved, not applied: no date of applying.
    expect(lines[1]!.split(';').slice(4, 6)).toEqual(['Guardada', '']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
