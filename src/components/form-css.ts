// Styles of Mantine's inputs (text fields, selects, text areas, checkboxes, radios and switches),
// for the pages that have a form; the shell's pages without one do not block their paint on them.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
