import { Switch } from '@mantine/core';
import { notifyError } from '../../models/notify';
import { useSettings } from './store';

/** The week submission setting (issue 16): new hours stay here, editable, until their week is submitted. */
export function WeekSubmissionSwitch() {
  const on = useSettings((s) => s.settings?.weekSubmission ?? false);
  const update = useSettings((s) => s.update);
  return (
    <Switch
      mt="md"
      label="Hold hours until the week is submitted"
      description={
        'New hours stay on this computer and can still be changed until you press "Submit week" in ' +
        'the week view; then the next sync sends them. Turning this off sends nothing held: submit those weeks.'
      }
      checked={on}
      onChange={(e) =>
        void update({ weekSubmission: e.currentTarget.checked }).then(
          (problem) => problem && notifyError('The setting was not saved', problem),
        )
      }
    />
  );
}
