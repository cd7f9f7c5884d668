-- Issue 14 point 6: a review week names the consultants of the reviewed projects' last nine weeks
-- and sums each one's hours on every pulled project over those weeks. Both found their rows by
-- index but read each row from the table (22,500 in the benchmark, most of a week switch's time);
-- with account_id and hours in the indexes they read the indexes alone.
DROP INDEX project_timesheets_project_from;
CREATE INDEX project_timesheets_project_from ON project_timesheets (project_id, date_from, id, account_id);
DROP INDEX project_timesheets_account_from;
CREATE INDEX project_timesheets_account_from ON project_timesheets (account_id, date_from, hours);
