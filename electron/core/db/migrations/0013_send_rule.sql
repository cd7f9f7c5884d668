-- When new hours and expenses leave this computer (Settings › Sync): send_rule 'end_of_day' (what
-- the app sets in a folder it creates), 'week' (held until the week is submitted) or 'at_once'. A
-- folder used before the rule existed keeps what it did (every entry at the next sync, or held for
-- the week) and is told once what the choice is now (send_rule_notice).
INSERT INTO replica_settings (key, value)
SELECT 'send_rule',
       CASE WHEN EXISTS (SELECT 1 FROM replica_settings WHERE key = 'week_submission' AND value = 'on')
            THEN 'week' ELSE 'at_once' END
WHERE EXISTS (SELECT 1 FROM replica_settings WHERE key IN ('mode', 'remote_url', 'account_id'))
   OR EXISTS (SELECT 1 FROM outbox)
   OR EXISTS (SELECT 1 FROM timesheets)
   OR EXISTS (SELECT 1 FROM expenses);
INSERT INTO replica_settings (key, value)
SELECT 'send_rule_notice', 'due' WHERE EXISTS (SELECT 1 FROM replica_settings WHERE key = 'send_rule');
