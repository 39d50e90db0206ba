// Styles of the floating list a Select, MultiSelect or TagsInput opens (a popover with a scroll
// area): fetched when such a field mounts (`useDropdownCss`), not in the CSS that blocks the paint.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ScrollArea.css';
