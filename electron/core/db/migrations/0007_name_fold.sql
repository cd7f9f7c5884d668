-- Issue 12 point 2: the name filters (the reference server's list queries, decision 14: contains,
-- ignoring case and accents) compare stored folded names instead of calling the JS fold on every
-- row. name_folded is shared/text-fold.ts foldText of the name (contacts: of the full name, first
-- and last), written by the repositories with the name. NULL means "not known": the filters fold
-- such a row's name when they read it, so a row written by anything else is still matched right.
-- (migrate registers psa_fold before running this file.)

ALTER TABLE companies ADD COLUMN name_folded TEXT;
ALTER TABLE contacts ADD COLUMN name_folded TEXT;
ALTER TABLE projects ADD COLUMN name_folded TEXT;

UPDATE companies SET name_folded = psa_fold(name);
UPDATE contacts SET name_folded = psa_fold(trim(coalesce(first_name, '') || ' ' || last_name));
UPDATE projects SET name_folded = psa_fold(name);

-- A name changed without its fold (another process, the sqlite3 shell: no JS there) forgets the
-- fold, in plain SQL. Names differing in ASCII case only fold alike (lower() folds ASCII only), so
-- those keep theirs; a writer that stores a new fold keeps it too.
CREATE TRIGGER companies_name_unfold AFTER UPDATE OF name ON companies
  WHEN NEW.name_folded IS OLD.name_folded AND lower(NEW.name) IS NOT lower(OLD.name)
BEGIN
  UPDATE companies SET name_folded = NULL WHERE id = NEW.id;
END;

CREATE TRIGGER contacts_name_unfold AFTER UPDATE OF first_name, last_name ON contacts
  WHEN NEW.name_folded IS OLD.name_folded
    AND lower(trim(coalesce(NEW.first_name, '') || ' ' || NEW.last_name))
      IS NOT lower(trim(coalesce(OLD.first_name, '') || ' ' || OLD.last_name))
BEGIN
  UPDATE contacts SET name_folded = NULL WHERE id = NEW.id;
END;

CREATE TRIGGER projects_name_unfold AFTER UPDATE OF name ON projects
  WHEN NEW.name_folded IS OLD.name_folded AND lower(NEW.name) IS NOT lower(OLD.name)
BEGIN
  UPDATE projects SET name_folded = NULL WHERE id = NEW.id;
END;
