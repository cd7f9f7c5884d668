import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled value of a details card (project, company, contact, invoice); empty shows a dash. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '' || children === false;
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {empty ? '—' : children}
      </Text>
    </div>
  );
}
