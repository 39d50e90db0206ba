import { Box, Center } from '@mantine/core';
import type { ReactNode } from 'react';

/** Decorative gradient layout; no sign-in or subscription check (SPEC §2). */
export default function OnboardingLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" mih="100vh" style={{ background: 'linear-gradient(135deg, #FC861F 0%, #7CA288 100%)' }}>
      <Center mih="100vh" p="md">
        {children}
      </Center>
    </Box>
  );
}
