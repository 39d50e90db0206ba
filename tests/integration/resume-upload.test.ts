import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { keepsCaptcha, REFUSAL_MESSAGES, UPLOAD_LIMITS, UPLOAD_MESSAGES, UPLOAD_QUOTA, type TUploadReason } from '~/domain/resume-matching';
import { createPdfParsers, PARSER_LIMITS } from '~/server/platform/resume-matching/pdf-parsers';
import { DAY_MS, NOW } from '../helpers/db';
import { flateBombPdf, nestedFormsPdf } from '../helpers/hostile-pdf';
import type { TDb } from '~/server/db/client';
import { createCaptchaReplaysRepo } from '~/server/db/captcha-replays-repo';
import { captchaSecretFrom, CHALLENGE_TTL_MS, createCaptcha } from '~/server/platform/resume-matching/captcha';
import { freshDb } from '../helpers/db';
import { blankPdf, encryptedPdf, imageOnlyPdf, noPagesPdf, resumePdf, textPdf, toBase64, truncated } from '../helpers/pdf';
import { APP_SECRET, putSubscriber, resumeCaller, solvedToken, storedRequests, unsolvedToken } from '../helpers/resume';

const EMAIL = 'ana@example.com';
const HOUR_MS = 3_600_000;
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
  const [code, appCode] = reason === 'busy' || reason === 'uploadLimit' ? ['TOO_MANY_REQUESTS', 'RATE_LIMITED'] : ['BAD_REQUEST', 'BAD_INPUT'];
  // Watched from the start: a refusal may come before the count below is read.
  const refused = expect(upload).rejects.toMatchObject({ code, message, cause: { code: appCode, reason } });
  const before = (await storedRequests(db)).length;
  await refused;
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

describe('resume upload checks (docs/product-rules.md §5, in order, each with its reason; nothing stored)', () => {
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

describe('when a solved captcha is spent (docs/product-rules.md §5.6)', () => {
  // A person of their own, so the files read here stay within one person's hourly quota.
  let caller: Awaited<ReturnType<typeof resumeCaller>>['caller'];
  const token = async () => solvedToken(await caller.resume.challenge());
  beforeAll(async () => {
    await putSubscriber(db, 'spent.captcha@example.com');
    ({ caller } = await resumeCaller(db, 'spent.captcha@example.com'));
  });

  it('refusals found before the PDF is read (file, type, base64, size, signature) leave it unspent: the same token then uploads a good PDF', async () => {
    const captcha_token = await token();
    const big = new Uint8Array(UPLOAD_LIMITS.maxBytes + 1);
    big.set(Buffer.from('%PDF-1.7\n'));
    const refusals: [Parameters<typeof caller.resume.upload>[0], TUploadReason][] = [
      [{ file_name: 'cv.pdf', pdf_data: '', captcha_token }, 'noFile'],
      [{ file_name: 'cv.docx', pdf_data: goodPdf, captcha_token }, 'invalidExtension'],
      [{ file_name: 'cv.pdf', pdf_data: '%%%not base64%%%', captcha_token }, 'readFailed'],
      [{ file_name: 'cv.pdf', pdf_data: toBase64(big), captcha_token }, 'tooLarge'],
      [{ file_name: 'cv.pdf', pdf_data: Buffer.from('plain text, not a PDF').toString('base64'), captcha_token }, 'notPdf'],
    ];
    for (const [input, reason] of refusals) {
      expect(keepsCaptcha(reason)).toBe(true);
      await expectRefused(caller.resume.upload(input), reason);
    }
    await expect(caller.resume.upload({ file_name: 'cv.pdf', pdf_data: goodPdf, captcha_token })).resolves.toHaveProperty('request_id');
  });

  it('any request that reaches the PDF reader spends it, read or refused: the same token is then refused', async () => {
    const cut = toBase64(truncated(await resumePdf(RESUME, 2)));
    const damagedToken = await token();
    await expectRefused(caller.resume.upload({ file_name: 'cv.pdf', pdf_data: cut, captcha_token: damagedToken }), 'damaged');
    expect(keepsCaptcha('damaged')).toBe(false);
    await expectRefused(caller.resume.upload({ file_name: 'cv.pdf', pdf_data: goodPdf, captcha_token: damagedToken }), 'captchaFailed');
    const acceptedToken = await token();
    await caller.resume.upload({ file_name: 'cv.pdf', pdf_data: goodPdf, captcha_token: acceptedToken });
    await expectRefused(caller.resume.upload({ file_name: 'cv.pdf', pdf_data: goodPdf, captcha_token: acceptedToken }), 'captchaFailed');
  });
});

describe('hostile files, busy parsers and the upload quota (docs/security.md, "Uploaded files")', () => {
  it('a nested-form PDF and a Flate bomb are refused as too complex within the parse limit while this process answers with p99 < 200 ms; nothing stored', async () => {
    const { caller: mallory } = await resumeCaller(db, 'mallory@example.com');
    await putSubscriber(db, 'mallory@example.com');
    const health = createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => health.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(health.address() as AddressInfo).port}/api/health`;
    try {
      for (const file of [nestedFormsPdf(10, 5), flateBombPdf(512)]) {
        const captcha_token = await solvedToken(await mallory.resume.challenge());
        const start = performance.now();
        let isDone = false;
        const refused = expectRefused(mallory.resume.upload({ file_name: 'cv.pdf', pdf_data: toBase64(file), captcha_token }), 'tooComplex').finally(() => (isDone = true));
        const latencies: number[] = [];
        while (!isDone) {
          const asked = performance.now();
          await (await fetch(url)).text();
          latencies.push(performance.now() - asked);
        }
        await refused;
        // 3 s of CPU when the parser has a core; never past the bound of a starved parse.
        expect(performance.now() - start).toBeLessThan(PARSER_LIMITS.starvedParseMs + 1_500);
        latencies.sort((a, b) => a - b);
        expect(latencies[Math.ceil(latencies.length * 0.99) - 1]).toBeLessThan(200);
      }
    } finally {
      health.close();
    }
  });

  it('a server whose parsers are all taken answers "busy" before the captcha is spent: the same upload goes through once one is free', async () => {
    const parsers = createPdfParsers({ limits: { parsers: 1, waitMs: 100 } });
    try {
      await putSubscriber(db, 'eve@example.com');
      await putSubscriber(db, 'bea@example.com');
      const { caller: eve } = await resumeCaller(db, 'eve@example.com', { pdfParsers: parsers });
      const { caller: bea } = await resumeCaller(db, 'bea@example.com', { pdfParsers: parsers });
      const hostile = eve.resume.upload({ file_name: 'cv.pdf', pdf_data: toBase64(nestedFormsPdf(10, 5)), captcha_token: await solvedToken(await eve.resume.challenge()) });
      const captcha_token = await solvedToken(await bea.resume.challenge());
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expectRefused(bea.resume.upload({ file_name: 'cv.pdf', pdf_data: goodPdf, captcha_token }), 'busy');
      await expect(hostile).rejects.toMatchObject({ cause: { reason: 'tooComplex' } });
      await expect(bea.resume.upload({ file_name: 'cv.pdf', pdf_data: goodPdf, captcha_token })).resolves.toHaveProperty('request_id');
    } finally {
      parsers.close();
    }
  });

  it(`a person may have ${UPLOAD_QUOTA.perHour} files read an hour and ${UPLOAD_QUOTA.perDay} a day; past that, uploadLimit and nothing stored`, async () => {
    await putSubscriber(db, 'busy.bee@example.com');
    const { caller: bee, clock } = await resumeCaller(db, 'busy.bee@example.com');
    const upload = async (pdf_data = goodPdf) => bee.resume.upload({ file_name: 'cv.pdf', pdf_data, captcha_token: await solvedToken(await bee.resume.challenge()) });
    const small = toBase64(await resumePdf(RESUME, 1));
    for (let hour = 0; hour < UPLOAD_QUOTA.perDay / UPLOAD_QUOTA.perHour; hour += 1) {
      clock.set(NOW + hour * HOUR_MS);
      // Every file read counts, whatever it held: a damaged one too.
      await expectRefused(upload(toBase64(truncated(await resumePdf(RESUME, 1)))), 'damaged');
      for (let i = 1; i < UPLOAD_QUOTA.perHour; i += 1) await expect(upload(small)).resolves.toHaveProperty('request_id');
      await expectRefused(upload(small), 'uploadLimit');
    }
    clock.set(NOW + 3 * HOUR_MS);
    await expectRefused(upload(small), 'uploadLimit');
    // Refusals before the file is read count nothing: a wrong name, a missing captcha.
    await expectRefused(bee.resume.upload({ file_name: 'cv.docx', pdf_data: small, captcha_token: await solvedToken(await bee.resume.challenge()) }), 'invalidExtension');
    clock.set(NOW + DAY_MS);
    await expect(upload(small)).resolves.toHaveProperty('request_id');
  });
});
