/** Combining accent marks, as NFD separates them from their letters. */
export const MARKS = /[\u0300-\u036f]/g;

/** Lower case without accents: "Diseñadora Gráfica" → "disenadora grafica". (Its own module: the browser's labels need it, not the matcher's stop words.) */
export function fold(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase();
}
