/** Names and descriptions for assistive technology added by the accessibility pass, and skeleton/loading texts. */
export default {
  // A control's name followed by the value it shows, so the name holds the visible text.
  nameWithValue: '{{name}}: {{value}}',
  // The close button of every dialog, drawer and notification (AppTheme.tsx).
  controls: {
    close: 'Close',
  },
  // Skeleton rows while a list's first data arrives (components/Skeletons.tsx).
  skeleton: {
    loading: 'Loading…',
    firstSync: 'Fetching records from the PSA service…',
  },
};
