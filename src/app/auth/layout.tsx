import { Box, Center } from '@mantine/core';
import type { ReactNode } from 'react';

/** Plain layout for sign-in: no navigation, no subscription check. */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" bg="gray.0" mih="100vh">
      <Center mih="100vh" p="md">
        {children}
      </Center>
    </Box>
  );
}
