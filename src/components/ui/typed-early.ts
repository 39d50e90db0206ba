/**
 * A ref for a controlled field that the server renders: text typed into it before the page's code
 * has run (a slow phone, a quick typist) shows in the box but not in the field's state, and would
 * be lost on the next render or when another step shows the same value. On attaching, the box's
 * text is taken into the state when the state is still empty.
 */
export function keepTypedEarly(value: string, setValue: (text: string) => void) {
  return (input: HTMLInputElement | null) => {
    if (input && !value && input.value) setValue(input.value);
  };
}
