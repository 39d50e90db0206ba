import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import { clampScore, scoreColor, visibleSkills } from '~/components/jobs/match-display';
import { isSettled, matchPhase, shownProgress } from '~/components/resume/match-phase';
import { base64FromDataUrl, fileProblem, fileSizeParts, firstUploadProblem } from '~/components/resume/upload-checks';
import { errorMessage, uploadReasonMessage, type TErrorMessage } from '~/domain/error-message';
import { REASON_CODES } from '~/domain/matching';
import { toIcuMessages, ZMessages, type TMessages } from '~/domain/messages';
import { keepsCaptcha, UPLOAD_LIMITS, UPLOAD_MESSAGES, UPLOAD_REASONS } from '~/domain/resume-matching';

/** The text a message resolves to in a catalogue, placeholders filled, as the screen shows it. */
function render(catalogue: unknown, message: TErrorMessage): string {
  let node: string | TMessages | undefined = toIcuMessages(ZMessages.parse(catalogue));
  for (const part of message.key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`missing ${message.key}`);
  return node.replace(/\{(\w+)\}/g, (_, name: string) => message.values?.[name] ?? `{${name}}`);
}
const trpcError = (data: Record<string, unknown>) => Object.assign(new Error('wrapped'), { data });
const pdf = { name: 'cv.pdf', size: 20_000 };

describe('upload checks before sending (docs/product-rules.md §5.6: the file first, then the captcha)', () => {
  it('asks for a file first, then tells what is wrong with it, and only then asks for the captcha', () => {
    expect(firstUploadProblem(null, null)).toBe('noFile');
    expect(firstUploadProblem(null, 'token')).toBe('noFile');
    expect(firstUploadProblem({ name: 'cv.txt', size: 10 }, null)).toBe('invalidExtension');
    expect(firstUploadProblem({ name: 'cv.pdf', size: 0 }, null)).toBe('emptyFile');
    expect(firstUploadProblem({ name: 'cv.pdf', size: UPLOAD_LIMITS.maxBytes + 1 }, '')).toBe('tooLarge');
    expect(firstUploadProblem(pdf, null)).toBe('captchaFailed');
    expect(firstUploadProblem(pdf, '')).toBe('captchaFailed');
    expect(firstUploadProblem(pdf, 'token')).toBeNull();
  });
  it('takes the extension in any case, and only as the last one', () => {
    expect(fileProblem({ name: 'CV.PDF', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'Currículum Ana.Pdf', size: 10 })).toBeNull();
    expect(fileProblem({ name: 'cv.pdf.txt', size: 10 })).toBe('invalidExtension');
    expect(fileProblem({ name: 'pdf', size: 10 })).toBe('invalidExtension');
    expect(fileProblem({ name: 'cvpdf', size: 10 })).toBe('invalidExtension');
  });
  it('refuses an empty file and one over the size limit before reading it, and accepts one byte and one at the limit', () => {
    expect(fileProblem({ name: 'cv.pdf', size: 0 })).toBe('emptyFile');
    expect(fileProblem({ name: 'cv.pdf', size: 1 })).toBeNull();
    expect(fileProblem({ name: 'cv.pdf', size: UPLOAD_LIMITS.maxBytes })).toBeNull();
    expect(fileProblem({ name: 'cv.pdf', size: UPLOAD_LIMITS.maxBytes + 1 })).toBe('tooLarge');
  });
  it('keeps a solved captcha after the refusals found before the PDF is read, and only those', () => {
    const kept = UPLOAD_REASONS.filter(keepsCaptcha);
    expect(kept).toEqual(['noFile', 'invalidExtension', 'readFailed', 'notPdf', 'tooLarge', 'emptyFile', 'busy']);
    for (const reason of ['captchaFailed', 'encrypted', 'damaged', 'noText', 'tooManyPages', 'tooComplex', 'uploadLimit', undefined]) expect(keepsCaptcha(reason)).toBe(false);
  });
  it('sends base64 without the data-URL prefix', () => {
    expect(base64FromDataUrl('data:application/pdf;base64,JVBERi0xLjc=')).toBe('JVBERi0xLjc=');
    expect(base64FromDataUrl('data:;base64,')).toBe('');
    expect(base64FromDataUrl('JVBERi0xLjc=')).toBe('JVBERi0xLjc=');
  });
  it('states sizes in bytes below a kilobyte (an empty file is 0 bytes, never "1 KB"), KB below a megabyte and MB with one decimal above', () => {
    expect(fileSizeParts(0)).toEqual({ value: 0, unit: 'bytes' });
    expect(fileSizeParts(10)).toEqual({ value: 10, unit: 'bytes' });
    expect(fileSizeParts(1024)).toEqual({ value: 1, unit: 'KB' });
    expect(fileSizeParts(200 * 1024)).toEqual({ value: 200, unit: 'KB' });
    expect(fileSizeParts(1.44 * 1024 * 1024)).toEqual({ value: 1.4, unit: 'MB' });
  });
});

describe('upload messages', () => {
  it('shows the docs/product-rules.md §5 words in English', () => {
    for (const [reason, text] of Object.entries(UPLOAD_MESSAGES)) expect(render(en, uploadReasonMessage(reason)!)).toBe(text);
  });
  it('has a message for every refusal in both languages, with the limits filled in', () => {
    for (const reason of UPLOAD_REASONS) {
      const message = uploadReasonMessage(reason)!;
      for (const catalogue of [en, es]) expect(render(catalogue, message)).not.toMatch(/\{|\}/);
    }
    expect(render(en, uploadReasonMessage('tooLarge')!)).toContain('5 MB');
    expect(render(es, uploadReasonMessage('tooManyPages')!)).toContain(String(UPLOAD_LIMITS.maxPages));
    expect(render(es, uploadReasonMessage('invalidExtension')!)).toBe('Extensión de archivo no válida. Solo se admiten archivos PDF.');
  });
  it('reads the reason of a refused call, else falls back to the code or the generic text', () => {
    expect(errorMessage(trpcError({ appCode: 'BAD_INPUT', reason: 'notPdf', code: 'BAD_REQUEST' }), 'resume')).toEqual({ key: 'resume.errors.notPdf' });
    expect(render(en, errorMessage(trpcError({ appCode: 'BAD_INPUT', reason: 'captchaFailed' }), 'resume'))).toBe('CAPTCHA verification failed. Please try again.');
    expect(errorMessage(trpcError({ appCode: 'BAD_INPUT', reason: 'toString' }), 'resume')).toEqual({ key: 'errors.BAD_INPUT' });
    expect(errorMessage(trpcError({ appCode: 'RATE_LIMITED' }), 'resume')).toEqual({ key: 'errors.RATE_LIMITED' });
    expect(errorMessage(new Error('offline'), 'resume')).toEqual({ key: 'errors.generic' });
    expect(uploadReasonMessage(undefined)).toBeNull();
  });
});

describe('matching request phases', () => {
  it('moves from the form to running, then to done or failed', () => {
    expect(matchPhase(false, undefined, false)).toBe('form');
    expect(matchPhase(true, undefined, false)).toBe('running');
    expect(matchPhase(true, { status: 'pending' }, false)).toBe('running');
    expect(matchPhase(true, { status: 'processing' }, false)).toBe('running');
    expect(matchPhase(true, { status: 'done' }, false)).toBe('done');
    expect(matchPhase(true, { status: 'failed' }, false)).toBe('failed');
    expect(matchPhase(true, { status: 'processing' }, true)).toBe('failed');
  });
  it('stops polling only once settled', () => {
    expect(isSettled(undefined)).toBe(false);
    expect(isSettled({ status: 'processing' })).toBe(false);
    expect(isSettled({ status: 'done' })).toBe(true);
    expect(isSettled({ status: 'failed' })).toBe(true);
  });
  it('never shows an empty bar, nor more than full', () => {
    expect(shownProgress(undefined)).toBe(5);
    expect(shownProgress(0)).toBe(5);
    expect(shownProgress(42.4)).toBe(42);
    expect(shownProgress(120)).toBe(100);
  });
});

describe('match explanations on cards', () => {
  it('cuts skills at the limit and counts the rest, without blanks or repeats', () => {
    expect(visibleSkills(['React', 'TypeScript', 'React', ' ', 'Node.js'], 2)).toEqual({ shown: ['React', 'TypeScript'], hidden: 1 });
    expect(visibleSkills(['SQL'], 3)).toEqual({ shown: ['SQL'], hidden: 0 });
    expect(visibleSkills([], 3)).toEqual({ shown: [], hidden: 0 });
  });
  it('bands scores and keeps them within 0–100', () => {
    expect([scoreColor(90), scoreColor(70), scoreColor(69), scoreColor(40), scoreColor(39)]).toEqual(['green.8', 'green.8', 'orange.7', 'orange.7', 'gray.6']);
    expect([clampScore(-3), clampScore(55.6), clampScore(130), clampScore(Number.NaN)]).toEqual([0, 56, 100, 0]);
  });
  it('has a generic reason line in both languages for codes the catalogue does not know', () => {
    expect(en.matching.reasons.generic).toBeTruthy();
    expect(es.matching.reasons.generic).toBeTruthy();
  });
  it('translates every reason code the engine answers with, in both languages', () => {
    for (const catalogue of [en, es]) {
      const reasons: Record<string, string> = catalogue.matching.reasons;
      expect(REASON_CODES.filter((code) => !reasons[code])).toEqual([]);
    }
  });
});
