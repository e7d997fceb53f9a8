import Cadence

/// One named, append-only schema change.
///
/// Never edit a migration that has shipped: files in the wild already ran it. Add a new one.
/// `MigratorTests` compares the schema migration 1 produces with a frozen fixture to catch edits.
struct Migration: Sendable {
  /// A readable identity, `"001-create-tables"`; the version after it is its 1-based position.
  let id: String
  /// One or more statements, run in one transaction together with the version bump.
  let sql: String
  /// The migration drops and recreates a table that others reference: the ``Migrator`` turns
  /// foreign keys off around its transaction and runs `PRAGMA foreign_key_check` before the
  /// commit (SQLite's documented procedure for changes `ALTER TABLE` cannot make). With
  /// foreign keys on, `DROP TABLE` would first delete every row and fire `ON DELETE SET NULL`,
  /// cutting every journal note from its session.
  var rebuildsTables = false
}

/// The schema's history, oldest first.
enum Migrations {
  /// `PRAGMA application_id` of every Cadence database: "CDNC". It tells our files apart from
  /// other SQLite databases (SQLite's documented purpose for this header field).
  static let applicationID: Int64 = 0x4344_4E43

  /// Every migration; the schema version of a file is how many of these it has run.
  static let all: [Migration] = [
    createTables, openSessionKinds, removalsAndEdits, runningPractices, syncThroughAFolder,
    holdsAndMoods,
  ]

  /// Version 1: every record kind. Tables are `STRICT` (SQLite ≥ 3.37) so a wrong type is an
  /// error instead of a silent conversion; times are integer milliseconds since the Unix epoch
  /// (UTC) next to the UTC offset in seconds at the time; durations are integer milliseconds.
  static let createTables = Migration(
    id: "001-create-tables",
    sql: """
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
      """)

  /// Version 2: a session may be of any kind (``PracticeKind``), so a new practice such as
  /// `meditation` needs no schema change. SQLite cannot drop a `CHECK`, so `sessions` is rebuilt
  /// once: a new table with every other column and constraint as in version 1 and a kind that
  /// only has to be non-empty, the rows copied, the old table dropped, the new one renamed
  /// (SQLite then stores its name quoted, `"sessions"`) and its indexes recreated. Journal
  /// notes keep their links because the `REFERENCES sessions (id)` clause names the table,
  /// which exists again under that name before the ``Migrator`` checks foreign keys.
  static let openSessionKinds = Migration(
    id: "002-open-session-kinds",
    sql: """
      CREATE TABLE sessions_rebuilt (
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
      INSERT INTO sessions_rebuilt (
        id, kind, name, label, planned_ms, active_ms, cycles_planned, cycles_completed, status,
        program_id, program_step, started_at_ms, utc_offset_s, ended_at_ms, ended_offset_s,
        updated_at_ms, owner_pid, owner_start_ticks, owner_boot_id)
      SELECT
        id, kind, name, label, planned_ms, active_ms, cycles_planned, cycles_completed, status,
        program_id, program_step, started_at_ms, utc_offset_s, ended_at_ms, ended_offset_s,
        updated_at_ms, owner_pid, owner_start_ticks, owner_boot_id
      FROM sessions;
      DROP TABLE sessions;
      ALTER TABLE sessions_rebuilt RENAME TO sessions;
      CREATE INDEX sessions_by_start ON sessions (started_at_ms);
      CREATE INDEX sessions_in_progress ON sessions (status) WHERE status = 'inProgress';
      """,
    rebuildsTables: true)

  /// Version 3: sessions and notes can be removed and notes edited, and both travel through
  /// export and import.
  ///
  /// `removed_records` keeps the identity of every removed session and note (a tombstone), so
  /// importing an export made before the removal does not bring the record back, and an export
  /// carries the removal to other machines. `edited_at_ms` says when a note's text last
  /// changed, so an import keeps the later of two versions of a note. Both are additions:
  /// nothing is rebuilt, and older rows read as never removed and never edited.
  static let removalsAndEdits = Migration(
    id: "003-removals-and-edits",
    sql: """
      CREATE TABLE removed_records (
        kind TEXT NOT NULL CHECK (kind IN ('session', 'journalEntry')),
        id TEXT NOT NULL,
        removed_at_ms INTEGER NOT NULL,
        PRIMARY KEY (kind, id)
      ) STRICT, WITHOUT ROWID;

      ALTER TABLE journal_entries ADD COLUMN edited_at_ms INTEGER;
      ALTER TABLE journal_entries ADD COLUMN edited_offset_s INTEGER;
      """)

  /// Version 4: what `cadence status` shows, one row per practice running now in any
  /// process (``RunningPractice``).
  ///
  /// A row per practice rather than columns on `sessions`: a pomodoro's breaks are not
  /// sessions, yet a status bar shows them, and a timer's restart begins a new session while
  /// the practice goes on. `zero_at_ms` is the wall time at which the practice's clock read
  /// zero (while running; its planned end is `zero_at_ms + planned_ms`), `elapsed_ms` the
  /// time it shows frozen (while paused). `phase` and `segment` are codes (`inhale`,
  /// `shortBreak`), worded by the reader. The owner columns say which process runs it, as in
  /// `sessions`: a row whose process died is never shown, and the next store that opens
  /// for writing deletes it. Not exported: it describes this machine's processes, now.
  static let runningPractices = Migration(
    id: "004-running-practices",
    sql: """
      CREATE TABLE running_practices (
        id TEXT PRIMARY KEY NOT NULL,
        kind TEXT NOT NULL CHECK (kind <> ''),
        label TEXT,
        paused INTEGER NOT NULL CHECK (paused IN (0, 1)),
        zero_at_ms INTEGER,
        elapsed_ms INTEGER NOT NULL CHECK (elapsed_ms >= 0),
        planned_ms INTEGER CHECK (planned_ms >= 0),
        phase TEXT,
        segment TEXT,
        updated_at_ms INTEGER NOT NULL,
        owner_pid INTEGER NOT NULL,
        owner_start_ticks INTEGER,
        owner_boot_id TEXT,
        CHECK (paused = 1 OR zero_at_ms IS NOT NULL)
      ) STRICT;
      """)
  /// Version 5: sync through a folder the person syncs (see `Sync/README.md`).
  ///
  /// `sync_state` holds this device's identity, folder, clock and own log's position;
  /// nothing in it exists until `cadence sync folder` (sync off costs nothing). Triggers
  /// note every change a device must tell the others (`sync_dirty`, one row per record key),
  /// whichever code path made it (a practice, the desktop app, an import, a recovery), but
  /// only while sync is on, and not while a merge applies what other devices wrote (its
  /// transaction holds a `merging` row, which no other connection ever sees). A trigger checks that its key is not noted yet rather than
  /// `INSERT OR IGNORE`: an upsert's `DO UPDATE` hands its own conflict rule (abort) to
  /// the statements of the triggers it fires, so an `OR IGNORE` there still failed.
  /// `sync_versions` holds the hybrid-logical-clock stamp of the
  /// last write each other mutable record (a pattern) took, `sync_program_*` the facts program progress is
  /// derived from, `sync_outbox` this device's lines not yet in the folder, `sync_own_lines`
  /// the number and a hash of every line it made (to tell its own older log from another
  /// device writing as this one), `sync_logs`
  /// how far each other device's log was read, `sync_warnings` the lines skipped.
  static let syncThroughAFolder = Migration(
    id: "005-sync-through-a-folder",
    sql: """
      ALTER TABLE sessions ADD COLUMN sync_clock TEXT;
      ALTER TABLE journal_entries ADD COLUMN sync_clock TEXT;
      CREATE TABLE sync_state (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) STRICT;
      CREATE TABLE sync_dirty (key TEXT NOT NULL UNIQUE) STRICT;
      CREATE TABLE sync_versions (
        key TEXT PRIMARY KEY NOT NULL, clock TEXT NOT NULL
      ) STRICT, WITHOUT ROWID;
      CREATE TABLE sync_program_bases (
        program_id TEXT PRIMARY KEY NOT NULL,
        clock TEXT NOT NULL,
        current_step INTEGER,
        completed_steps INTEGER NOT NULL,
        at_ms INTEGER,
        at_offset_s INTEGER
      ) STRICT;
      CREATE TABLE sync_program_steps (
        session_id TEXT PRIMARY KEY NOT NULL,
        program_id TEXT NOT NULL,
        step INTEGER NOT NULL,
        clock TEXT NOT NULL,
        at_ms INTEGER NOT NULL,
        at_offset_s INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX sync_program_steps_by_program ON sync_program_steps (program_id);
      CREATE TABLE sync_pending_links (
        note_id TEXT PRIMARY KEY NOT NULL, session_id TEXT NOT NULL
      ) STRICT;
      CREATE INDEX sync_pending_links_by_session ON sync_pending_links (session_id);
      CREATE TABLE sync_outbox (n INTEGER PRIMARY KEY, line TEXT NOT NULL) STRICT;
      CREATE TABLE sync_own_lines (n INTEGER PRIMARY KEY, hash INTEGER NOT NULL) STRICT;
      CREATE TABLE sync_logs (
        device TEXT PRIMARY KEY NOT NULL,
        name TEXT,
        name_clock TEXT,
        inode INTEGER,
        offset INTEGER NOT NULL DEFAULT 0,
        lines INTEGER NOT NULL DEFAULT 0,
        tail_hash INTEGER,
        records INTEGER NOT NULL DEFAULT 0,
        last_record_ms INTEGER,
        waiting INTEGER NOT NULL DEFAULT 0
      ) STRICT;
      CREATE TABLE sync_warnings (
        file TEXT NOT NULL,
        line INTEGER NOT NULL,
        problem TEXT NOT NULL,
        PRIMARY KEY (file, line)
      ) STRICT;

      CREATE TRIGGER sync_session_inserted AFTER INSERT ON sessions
      WHEN NEW.status <> 'inProgress' AND EXISTS (SELECT 1 FROM sync_state WHERE key = 'folder')
        AND NOT EXISTS (SELECT 1 FROM sync_state WHERE key = 'merging')
      BEGIN INSERT INTO sync_dirty (key) SELECT 's:' || NEW.id WHERE NOT EXISTS (SELECT 1 FROM sync_dirty WHERE key = 's:' || NEW.id); END;
      CREATE TRIGGER sync_session_updated AFTER UPDATE ON sessions
      WHEN NEW.status <> 'inProgress' AND EXISTS (SELECT 1 FROM sync_state WHERE key = 'folder')
        AND NOT EXISTS (SELECT 1 FROM sync_state WHERE key = 'merging')
      BEGIN INSERT INTO sync_dirty (key) SELECT 's:' || NEW.id WHERE NOT EXISTS (SELECT 1 FROM sync_dirty WHERE key = 's:' || NEW.id); END;
      CREATE TRIGGER sync_note_inserted AFTER INSERT ON journal_entries
      WHEN EXISTS (SELECT 1 FROM sync_state WHERE key = 'folder')
        AND NOT EXISTS (SELECT 1 FROM sync_state WHERE key = 'merging')
      BEGIN INSERT INTO sync_dirty (key) SELECT 'n:' || NEW.id WHERE NOT EXISTS (SELECT 1 FROM sync_dirty WHERE key = 'n:' || NEW.id); END;
      CREATE TRIGGER sync_note_updated AFTER UPDATE ON journal_entries
      WHEN EXISTS (SELECT 1 FROM sync_state WHERE key = 'folder')
        AND NOT EXISTS (SELECT 1 FROM sync_state WHERE key = 'merging')
      BEGIN INSERT INTO sync_dirty (key) SELECT 'n:' || NEW.id WHERE NOT EXISTS (SELECT 1 FROM sync_dirty WHERE key = 'n:' || NEW.id); END;
      CREATE TRIGGER sync_removal_inserted AFTER INSERT ON removed_records
      WHEN EXISTS (SELECT 1 FROM sync_state WHERE key = 'folder')
        AND NOT EXISTS (SELECT 1 FROM sync_state WHERE key = 'merging')
      BEGIN INSERT INTO sync_dirty (key) SELECT 'r:' || NEW.kind || ':' || NEW.id WHERE NOT EXISTS (SELECT 1 FROM sync_dirty WHERE key = 'r:' || NEW.kind || ':' || NEW.id); END;
      CREATE TRIGGER sync_pattern_inserted AFTER INSERT ON patterns
      WHEN EXISTS (SELECT 1 FROM sync_state WHERE key = 'folder')
        AND NOT EXISTS (SELECT 1 FROM sync_state WHERE key = 'merging')
      BEGIN INSERT INTO sync_dirty (key) SELECT 'p:' || lower(NEW.name) WHERE NOT EXISTS (SELECT 1 FROM sync_dirty WHERE key = 'p:' || lower(NEW.name)); END;
      CREATE TRIGGER sync_pattern_updated AFTER UPDATE ON patterns
      WHEN EXISTS (SELECT 1 FROM sync_state WHERE key = 'folder')
        AND NOT EXISTS (SELECT 1 FROM sync_state WHERE key = 'merging')
      BEGIN
        INSERT INTO sync_dirty (key) SELECT 'p:' || lower(OLD.name) WHERE NOT EXISTS (SELECT 1 FROM sync_dirty WHERE key = 'p:' || lower(OLD.name));
        INSERT INTO sync_dirty (key) SELECT 'p:' || lower(NEW.name) WHERE NOT EXISTS (SELECT 1 FROM sync_dirty WHERE key = 'p:' || lower(NEW.name));
      END;
      CREATE TRIGGER sync_pattern_deleted AFTER DELETE ON patterns
      WHEN EXISTS (SELECT 1 FROM sync_state WHERE key = 'folder')
        AND NOT EXISTS (SELECT 1 FROM sync_state WHERE key = 'merging')
      BEGIN INSERT INTO sync_dirty (key) SELECT 'p:' || lower(OLD.name) WHERE NOT EXISTS (SELECT 1 FROM sync_dirty WHERE key = 'p:' || lower(OLD.name)); END;
      CREATE TRIGGER sync_program_inserted AFTER INSERT ON program_progress
      WHEN EXISTS (SELECT 1 FROM sync_state WHERE key = 'folder')
        AND NOT EXISTS (SELECT 1 FROM sync_state WHERE key = 'merging')
      BEGIN INSERT INTO sync_dirty (key) SELECT 'g:' || NEW.program_id WHERE NOT EXISTS (SELECT 1 FROM sync_dirty WHERE key = 'g:' || NEW.program_id); END;
      CREATE TRIGGER sync_program_updated AFTER UPDATE ON program_progress
      WHEN EXISTS (SELECT 1 FROM sync_state WHERE key = 'folder')
        AND NOT EXISTS (SELECT 1 FROM sync_state WHERE key = 'merging')
      BEGIN INSERT INTO sync_dirty (key) SELECT 'g:' || NEW.program_id WHERE NOT EXISTS (SELECT 1 FROM sync_dirty WHERE key = 'g:' || NEW.program_id); END;
      CREATE TRIGGER sync_program_deleted AFTER DELETE ON program_progress
      WHEN EXISTS (SELECT 1 FROM sync_state WHERE key = 'folder')
        AND NOT EXISTS (SELECT 1 FROM sync_state WHERE key = 'merging')
      BEGIN INSERT INTO sync_dirty (key) SELECT 'g:' || OLD.program_id WHERE NOT EXISTS (SELECT 1 FROM sync_dirty WHERE key = 'g:' || OLD.program_id); END;
      """)

  /// Version 6: what a session keeps beside its time. `holds_ms`: a retention session's
  /// breath holds, whole milliseconds apart by commas (`83400,101000`), one per round, in
  /// order (``SessionHolds``); `mood_before` / `mood_after`: the mood check's answers, 1 to 5.
  /// `NULL` for every session without them, so older rows need nothing.
  static let holdsAndMoods = Migration(
    id: "006-holds-and-moods",
    sql: """
      ALTER TABLE sessions ADD COLUMN holds_ms TEXT
        CHECK (holds_ms IS NULL OR (holds_ms <> '' AND holds_ms NOT GLOB '*[^0-9,]*'));
      ALTER TABLE sessions ADD COLUMN mood_before INTEGER
        CHECK (mood_before IS NULL OR mood_before BETWEEN 1 AND 5);
      ALTER TABLE sessions ADD COLUMN mood_after INTEGER
        CHECK (mood_after IS NULL OR mood_after BETWEEN 1 AND 5);
      """)
}
