// Styles of Mantine's PasswordInput (an input with a show/hide icon button), for the pages with a
// password field; the rest of Mantine's styles come with the root layout or their own components.
import './form-css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/PasswordInput.css';
