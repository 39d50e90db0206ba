import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import { clampScore, scoreColor, visibleSkills } from '~/components/jobs/match-display';
import { isSettled, matchPhase, shownProgress } from '~/components/resume/match-phase';
import { base64FromDataUrl, fileSizeParts, firstUploadProblem } from '~/components/resume/upload-checks';
import { errorMessage, uploadReasonMessage, type TErrorMessage } from '~/domain/error-message';
import { REASON_CODES } from '~/domain/matching';
import { toIcuMessages, ZMessages, type TMessages } from '~/domain/messages';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES, UPLOAD_REASONS } from '~/domain/resume-matching';

/** The text a message resolves to in a catalogue, placeholders filled, as the screen shows it. */
function render(catalogue: unknown, message: TErrorMessage): string {
  let node: string | TMessages | undefined = toIcuMessages(ZMessages.parse(catalogue));
  for (const part of message.key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`missing ${message.key}`);
  return node.replace(/\{(\w+)\}/g, (_, name: string) => message.values?.[name] ?? `{${name}}`);
}
const trpcError = (data: Record<string, unknown>) => Object.assign(new Error('wrapped'), { data });
const pdf = { name: 'cv.pdf', size: 20_000 };

describe('upload checks before sending (docs/product-rules.md §5, in order)', () => {
  it('asks for a file first, then the captcha, then the extension', () => {
    expect(firstUploadProblem(null, null)).toBe('noFile');
    expect(firstUploadProblem(null, 'token')).toBe('noFile');
    expect(firstUploadProblem({ name: 'cv.txt', size: 10 }, null)).toBe('captchaFailed');
    expect(firstUploadProblem({ name: 'cv.txt', size: 10 }, '')).toBe('captchaFailed');
    expect(firstUploadProblem({ name: 'cv.txt', size: 10 }, 'token')).toBe('invalidExtension');
    expect(firstUploadProblem(pdf, 'token')).toBeNull();
  });
  it('takes the extension in any case, and only as the last one', () => {
    expect(firstUploadProblem({ name: 'CV.PDF', size: 10 }, 't')).toBeNull();
    expect(firstUploadProblem({ name: 'Currículum Ana.Pdf', size: 10 }, 't')).toBeNull();
    expect(firstUploadProblem({ name: 'cv.pdf.txt', size: 10 }, 't')).toBe('invalidExtension');
    expect(firstUploadProblem({ name: 'pdf', size: 10 }, 't')).toBe('invalidExtension');
    expect(firstUploadProblem({ name: 'cvpdf', size: 10 }, 't')).toBe('invalidExtension');
  });
  it('refuses a file over the size limit before reading it, and accepts one at the limit', () => {
    expect(firstUploadProblem({ name: 'cv.pdf', size: UPLOAD_LIMITS.maxBytes }, 't')).toBeNull();
    expect(firstUploadProblem({ name: 'cv.pdf', size: UPLOAD_LIMITS.maxBytes + 1 }, 't')).toBe('tooLarge');
  });
  it('sends base64 without the data-URL prefix', () => {
    expect(base64FromDataUrl('data:application/pdf;base64,JVBERi0xLjc=')).toBe('JVBERi0xLjc=');
    expect(base64FromDataUrl('data:;base64,')).toBe('');
    expect(base64FromDataUrl('JVBERi0xLjc=')).toBe('JVBERi0xLjc=');
  });
  it('states sizes in KB below a megabyte and MB with one decimal above', () => {
    expect(fileSizeParts(10)).toEqual({ value: 1, unit: 'KB' });
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
