// Styles of Mantine's Select, MultiSelect and TagsInput (a dropdown of options, chosen values as
// pills), for the few pages that have one; the rest of Mantine's styles come with the root layout.
// The dropdown's own frame loads when the field mounts: see ./use-dropdown-css.ts.
import './form-css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
