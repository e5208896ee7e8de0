-- Draft revisions (issue 29, "nothing lost"): two administrators editing the same venue's draft no
-- longer overwrite each other silently. Every save of the draft adds one to its revision; a save names
-- the revision it was edited from and is refused (config.conflict) when the draft has moved on since,
-- with who saved it, when, and what differs (server/backoffice/versions.ts saveDraft).
ALTER TABLE config_drafts ADD COLUMN revision integer NOT NULL DEFAULT 1;
