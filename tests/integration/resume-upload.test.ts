import { beforeAll, describe, expect, it } from 'vitest';
import { REFUSAL_MESSAGES, UPLOAD_LIMITS, UPLOAD_MESSAGES, type TUploadReason } from '~/domain/resume-matching';
import type { TDb } from '~/server/db/client';
import { createCaptchaReplaysRepo } from '~/server/db/captcha-replays-repo';
import { captchaSecretFrom, CHALLENGE_TTL_MS, createCaptcha } from '~/server/platform/resume-matching/captcha';
import { freshDb } from '../helpers/db';
import { blankPdf, encryptedPdf, imageOnlyPdf, noPagesPdf, resumePdf, textPdf, toBase64, truncated } from '../helpers/pdf';
import { APP_SECRET, putSubscriber, resumeCaller, solvedToken, storedRequests, unsolvedToken } from '../helpers/resume';

const EMAIL = 'ana@example.com';
const RESUME = ['Ana García — Senior Software Engineer', 'Eight years building web products with TypeScript, React and Node.js. Kubernetes, AWS, PostgreSQL.'];

let db: TDb;
let caller: Awaited<ReturnType<typeof resumeCaller>>['caller'];
let goodPdf: string;
beforeAll(async () => {
  db = await freshDb();
  await putSubscriber(db, EMAIL);
  ({ caller } = await resumeCaller(db, EMAIL));
  goodPdf = toBase64(await resumePdf(RESUME, 2));
});

const token = async () => solvedToken(await caller.resume.challenge());

/** Expects the upload refused with the reason and its message, and no request stored. */
async function expectRefused(upload: Promise<unknown>, reason: TUploadReason, message: string = REFUSAL_MESSAGES[reason]) {
  const before = (await storedRequests(db)).length;
  await expect(upload).rejects.toMatchObject({ code: 'BAD_REQUEST', message, cause: { code: 'BAD_INPUT', reason } });
  expect((await storedRequests(db)).length).toBe(before);
}

describe('the captcha challenge', () => {
  it('is a signed SHA-256 proof of work that expires within five minutes, new on every call', async () => {
    const challenge = await caller.resume.challenge();
    expect(challenge).toMatchObject({ parameters: { algorithm: 'SHA-256', cost: 1, keyLength: 32 }, signature: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const secondsLeft = challenge.parameters.expiresAt! - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(280);
    expect(secondsLeft).toBeLessThanOrEqual(300);
    expect((await caller.resume.challenge()).signature).not.toBe(challenge.signature);
  });
});

describe('resume upload checks (SPEC §5, in order, each with its reason; nothing stored)', () => {
  it('no file: "No file provided", before the captcha is looked at', async () => {
    await expectRefused(caller.resume.upload({ file_name: 'cv.pdf', pdf_data: '', captcha_token: '' }), 'noFile', UPLOAD_MESSAGES.noFile);
    await expectRefused(caller.resume.upload({ file_name: '', captcha_token: 'x' }), 'noFile', 'No file provided');
  });

  it('captcha missing, not a token, unsolved, tampered, signed with another key or expired: the SPEC captcha message', async () => {
    const message = 'CAPTCHA verification failed. Please try again.';
    const upload = (captcha_token: string) => caller.resume.upload({ file_name: 'cv.pdf', pdf_data: goodPdf, captcha_token });
    await expectRefused(upload(''), 'captchaFailed', message);
    await expectRefused(upload('not-a-token'), 'captchaFailed', message);
    await expectRefused(upload(Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString('base64')), 'captchaFailed', message);
    await expectRefused(upload(unsolvedToken(await caller.resume.challenge())), 'captchaFailed', message);

    const solved = JSON.parse(Buffer.from(await token(), 'base64').toString('utf8'));
    solved.challenge.parameters.expiresAt += 3600;
    await expectRefused(upload(Buffer.from(JSON.stringify(solved)).toString('base64')), 'captchaFailed', message);

    const otherKey = await resumeCaller(db, EMAIL, { appSecret: 'another-deployment-secret-0123456789abcdef' });
    await expectRefused(upload(await solvedToken(await otherKey.caller.resume.challenge())), 'captchaFailed', message);

    const past = createCaptcha({ secret: captchaSecretFrom(APP_SECRET), replays: createCaptchaReplaysRepo(db), now: () => Date.now() - CHALLENGE_TTL_MS - 60_000 });
    await expectRefused(upload(await solvedToken(await past.challenge())), 'captchaFailed', message);
  });

  it('a solved captcha is accepted once: a replay is refused, on this instance and on another', async () => {
    const captcha_token = await token();
    const first = await caller.resume.upload({ file_name: 'cv.pdf', pdf_data: goodPdf, captcha_token });
    expect(first.request_id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    await expectRefused(caller.resume.upload({ file_name: 'cv.pdf', pdf_data: goodPdf, captcha_token }), 'captchaFailed');
    const otherInstance = await resumeCaller(db, EMAIL);
    await expectRefused(otherInstance.caller.resume.upload({ file_name: 'cv.pdf', pdf_data: goodPdf, captcha_token }), 'captchaFailed');
  });

  it('the extension must be pdf, in any case', async () => {
    const message = 'Invalid file extension. Only PDF files are supported.';
    await expectRefused(caller.resume.upload({ file_name: 'cv.docx', pdf_data: goodPdf, captcha_token: await token() }), 'invalidExtension', message);
    await expectRefused(caller.resume.upload({ file_name: 'cv.pdf.txt', pdf_data: goodPdf, captcha_token: await token() }), 'invalidExtension', message);
    await expect(caller.resume.upload({ file_name: 'CV.PDF', pdf_data: goodPdf, captcha_token: await token() })).resolves.toHaveProperty('request_id');
  });

  it('data that is not base64: "Failed to read file"', async () => {
    await expectRefused(
      caller.resume.upload({ file_name: 'cv.pdf', pdf_data: 'data:application/pdf;base64,JVBERi0=', captcha_token: await token() }),
      'readFailed',
      'Failed to read file',
    );
    await expectRefused(caller.resume.upload({ file_name: 'cv.pdf', pdf_data: '%%%not base64%%%', captcha_token: await token() }), 'readFailed');
  });

  it('over 5 MB: tooLarge, before the file is parsed', async () => {
    const big = new Uint8Array(UPLOAD_LIMITS.maxBytes + 1);
    big.set(Buffer.from('%PDF-1.7\n'));
    await expectRefused(caller.resume.upload({ file_name: 'cv.pdf', pdf_data: toBase64(big), captcha_token: await token() }), 'tooLarge');
  });

  it('bytes that are not a PDF, with a .pdf name: notPdf', async () => {
    const text = Buffer.from('Ana García, Senior Software Engineer. TypeScript, React.').toString('base64');
    await expectRefused(caller.resume.upload({ file_name: 'cv.pdf', pdf_data: text, captcha_token: await token() }), 'notPdf');
    const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==';
    await expectRefused(caller.resume.upload({ file_name: 'scan.pdf', pdf_data: png, captcha_token: await token() }), 'notPdf');
  });

  it('a truncated PDF: damaged', async () => {
    const cut = truncated(await resumePdf(RESUME, 2));
    await expectRefused(caller.resume.upload({ file_name: 'cv.pdf', pdf_data: toBase64(cut), captcha_token: await token() }), 'damaged');
  });

  it('a password-protected PDF: encrypted (and it really is one: it opens with its password)', async () => {
    const { getDocumentProxy, extractText } = await import('unpdf');
    const opened = await getDocumentProxy(encryptedPdf('Confidential resume', 'secret'), { password: 'secret', verbosity: 0 });
    expect((await extractText(opened, { mergePages: true })).text).toBe('Confidential resume');
    await expectRefused(caller.resume.upload({ file_name: 'cv.pdf', pdf_data: toBase64(encryptedPdf()), captcha_token: await token() }), 'encrypted');
  });

  it('an empty PDF (no pages, or a blank page) and an image-only scan: noText', async () => {
    for (const pdf of [await noPagesPdf(), await blankPdf(), await imageOnlyPdf(2)]) {
      await expectRefused(caller.resume.upload({ file_name: 'cv.pdf', pdf_data: toBase64(pdf), captcha_token: await token() }), 'noText');
    }
  });

  it('more than 20 pages: tooManyPages (20 pass)', async () => {
    const page = RESUME.join('\n');
    await expectRefused(caller.resume.upload({ file_name: 'cv.pdf', pdf_data: toBase64(await textPdf(Array(25).fill(page))), captcha_token: await token() }), 'tooManyPages');
    await expect(caller.resume.upload({ file_name: 'cv.pdf', pdf_data: toBase64(await textPdf(Array(20).fill(page))), captcha_token: await token() })).resolves.toHaveProperty(
      'request_id',
    );
  });

  it('checks run in the SPEC order: file, captcha, extension, then the content', async () => {
    await expectRefused(caller.resume.upload({ file_name: 'cv.docx', pdf_data: '', captcha_token: '' }), 'noFile');
    await expectRefused(caller.resume.upload({ file_name: 'cv.docx', pdf_data: '%%%', captcha_token: 'bad' }), 'captchaFailed');
    await expectRefused(caller.resume.upload({ file_name: 'cv.docx', pdf_data: '%%%', captcha_token: await token() }), 'invalidExtension');
  });
});
