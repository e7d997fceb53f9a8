#include <sqlite3.h>

// sqlite3_db_config is variadic, which Swift cannot call: one wrapper per use.

/// Leaves the write-ahead log for the next connection instead of checkpointing it (two
/// fsyncs) on every close.
static inline int cadence_sqlite3_disable_checkpoint_on_close(sqlite3 *db) {
  return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}
