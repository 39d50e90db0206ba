// Styles of Mantine's inputs (text fields, text areas, radios), for Mantine's dialogs that still
// show them (the application drawer, the add-a-job form); Rumbo's own fields bring their CSS module.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
