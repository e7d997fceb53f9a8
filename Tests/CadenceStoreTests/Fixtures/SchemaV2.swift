import Cadence

/// A frozen copy of the schema that version 2 of Cadence has (migrations 001 and 002), as
/// `sqlite_schema` holds it: `sessions` was rebuilt and renamed, so SQLite quotes its name.
///
/// Never edit this file to follow a change in `Migrations.swift`: it stands for files already on
/// users' disks. `OpenSessionKindsMigrationTests` checks that the migrations still produce it.
enum SchemaV2 {
  static let schema = """
    CREATE TABLE "sessions" (
      id TEXT PRIMARY KEY NOT NULL,
      kind TEXT NOT NULL CHECK (kind <> ''),
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
    PRAGMA user_version = 2;
    """
}
