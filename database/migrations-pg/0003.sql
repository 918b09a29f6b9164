-- Schema version 3 is the row versions of issue 16 (branch issue16-conflict), written at the same time as
-- this branch's 0004.sql. The migration runner applies versions 1..kPgSchemaVersion one after another, so
-- this branch (issue16-notify) carries this file only to reach 4 until the two meet: on merging, the
-- other branch's 0003.sql replaces this one whole (git reports both adding the file).
SELECT 1;
