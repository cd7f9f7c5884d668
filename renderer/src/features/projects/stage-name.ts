import { i18n } from '../../i18n';

/*
 * Stages are PSA data: filters and writes use the stage as sent. The PSA's usual stages (the spec's
 * examples and the demo organization's) get a name in the interface language; any other stage an
 * organization defines is shown as sent.
 */
const KNOWN = {
  Proposal: 'projects:stageName.proposal',
  Active: 'projects:stageName.active',
  'On hold': 'projects:stageName.onHold',
  Completed: 'projects:stageName.completed',
  Cancelled: 'projects:stageName.cancelled',
} as const;

/** A project's or plan's stage as shown: its name in the interface language, or as sent when unknown. */
export function stageName(stage: string): string {
  const key = Object.hasOwn(KNOWN, stage) ? KNOWN[stage as keyof typeof KNOWN] : undefined;
  return key ? i18n.t(key) : stage;
}
