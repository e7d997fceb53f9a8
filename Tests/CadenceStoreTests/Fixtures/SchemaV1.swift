/// A frozen copy of the schema that version 1 of Cadence creates, and a small data set in it.
///
/// Never edit this file to follow a change in `Migrations.swift`: it stands for files already on
/// users' disks. `MigratorTests` checks that migration 001 still produces exactly this schema and
/// that the code upgrades and reads a file built from it.
enum SchemaV1 {
  static let schema = """
    CREATE TABLE sessions (
      id TEXT PRIMARY KEY NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('breathing', 'focus', 'timer')),
      name TEXT NOT NULL,
      label TEXT,
      planned_ms INTEGER CHECK (planned_ms >= 0),
      active_ms INTEGER NOT NULL DEFAULT 0 CHECK (active_ms >= 0),
      cycles_planned INTEGER CHECK (cycles_planned >= 0),
      cycles_completed INTEGER NOT NULL DEFAULT 0 CHECK (cycles_completed >= 0),
      status TEXT NOT NULL
        CHECK (status IN ('inProgress', 'completed', 'stoppedEarly', 'interrupted')),
      program_id TEXT,
      program_step INTEGER CHECK (program_step >= 0),
      started_at_ms INTEGER NOT NULL,
      utc_offset_s INTEGER NOT NULL,
      ended_at_ms INTEGER,
      ended_offset_s INTEGER,
      updated_at_ms INTEGER NOT NULL,
      owner_pid INTEGER,
      owner_start_ticks INTEGER,
      owner_boot_id TEXT
    ) STRICT;
    CREATE INDEX sessions_by_start ON sessions (started_at_ms);
    CREATE INDEX sessions_in_progress ON sessions (status) WHERE status = 'inProgress';

    CREATE TABLE program_progress (
      program_id TEXT PRIMARY KEY NOT NULL,
      current_step INTEGER NOT NULL CHECK (current_step >= 0),
      completed_steps INTEGER NOT NULL CHECK (completed_steps >= 0),
      last_practiced_at_ms INTEGER,
      last_practiced_offset_s INTEGER
    ) STRICT;

    CREATE TABLE journal_entries (
      id TEXT PRIMARY KEY NOT NULL,
      text TEXT NOT NULL,
      created_at_ms INTEGER NOT NULL,
      utc_offset_s INTEGER NOT NULL,
      session_id TEXT REFERENCES sessions (id) ON DELETE SET NULL
    ) STRICT;
    CREATE INDEX journal_by_time ON journal_entries (created_at_ms);
    CREATE INDEX journal_by_session ON journal_entries (session_id);

    CREATE TABLE patterns (
      name TEXT PRIMARY KEY NOT NULL COLLATE NOCASE,
      spec TEXT NOT NULL
    ) STRICT;

    CREATE TABLE settings (
      key TEXT PRIMARY KEY NOT NULL,
      value TEXT NOT NULL
    ) STRICT;
    PRAGMA application_id = 1128549955;
    PRAGMA user_version = 1;
    """

  /// Two sessions (one tied to a program), a note about the first, progress, a pattern and a
  /// setting, as version 1 stores them.
  static let data = """
    INSERT INTO sessions (id, kind, name, label, planned_ms, active_ms, cycles_planned,
      cycles_completed, status, program_id, program_step, started_at_ms, utc_offset_s,
      ended_at_ms, ended_offset_s, updated_at_ms)
    VALUES
      ('6F9619FF-8B86-D011-B42D-00C04FC964FF', 'breathing', '4-7-8', NULL, 76000, 76000, 4, 4,
       'completed', 'calm-7', 0, 1774740600000, 3600, 1774740676000, 3600, 1774740676000),
      ('0E984725-C51C-4BF4-9960-E1C80E27ABA0', 'focus', 'pomodoro', 'essay, part "two"',
       1500000, 900000, 1, 0, 'stoppedEarly', NULL, NULL, 1774782000000, 7200,
       1774782900000, 7200, 1774782900000);
    INSERT INTO journal_entries (id, text, created_at_ms, utc_offset_s, session_id)
    VALUES ('A1B2C3D4-E5F6-4711-8899-AABBCCDDEEFF', 'calmer than yesterday', 1774740700000,
      3600, '6F9619FF-8B86-D011-B42D-00C04FC964FF');
    INSERT INTO program_progress VALUES ('calm-7', 1, 1, 1774740676000, 3600);
    INSERT INTO patterns VALUES ('evening', 'in 4 hold 2 out 6');
    INSERT INTO settings VALUES ('dayStartsAt', '04:00');
    """
}
