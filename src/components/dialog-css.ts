// Styles of Mantine's Modal and Drawer (an overlay, a focus-trapped panel, a scroll area), imported
// by the dialogs themselves: a page blocks its first paint on them only if it opens with one.
import './mantine-parts-css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Drawer.css';
