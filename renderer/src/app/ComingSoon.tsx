import { Paper, Text, Title } from '@mantine/core';
import type { ComponentType } from 'react';

/** A placeholder panel for a section whose feature is not built yet. */
export function comingSoonPanel(what: string): ComponentType {
  function ComingSoon() {
    return (
      <Paper withBorder p="xl" radius="md" maw={560}>
        <Title order={3} mb="xs">
          Coming soon
        </Title>
        <Text c="dimmed">{what}</Text>
      </Paper>
    );
  }
  return ComingSoon;
}
