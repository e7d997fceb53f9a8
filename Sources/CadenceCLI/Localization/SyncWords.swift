import CadenceStore

/// What `cadence sync` says, and the one line a practice or a data command prints when the
/// sync folder could not be used.
protocol SyncWords {
  /// After `sync folder`: "Syncing through '/home/me/Sync' as laptop (3f2a9c1e); 12 records
  /// written."
  func syncStarted(folder: String, name: String, device: String, written: Int) -> String
  /// After `sync now`: "Wrote 2 records, merged 5."
  func syncDone(written: Int, merged: Int) -> String
  /// After `sync off`.
  var syncStopped: String { get }
  /// `sync off`, `sync status` or `sync now` while sync is off.
  var syncIsOff: String { get }
  /// After `sync name`.
  func syncNamed(_ name: String) -> String
  /// `sync status`: the first line.
  func syncThisDevice(name: String, device: String, folder: String) -> String
  /// `sync status`: changes waiting for the folder.
  func syncWaiting(_ count: Int) -> String
  /// `sync status`: the heading of the other devices, or that there is none yet.
  var syncOtherDevices: String { get }
  var syncNoOtherDevice: String { get }
  /// `sync status`: one other device.
  func syncDevice(name: String?, device: String, records: Int, last: Timestamp?) -> String
  /// `sync status`: the heading of the lines skipped.
  var syncSkippedLines: String { get }
  /// A merge skipped lines: "Sync: 2 lines were skipped; 'cadence sync status' names them."
  func syncSkipped(_ count: Int) -> String
  /// The folder could not be used (`SyncProblem`), after a practice or a data command:
  /// the practice is recorded here all the same.
  func syncProblem(_ problem: SyncProblem) -> String
  /// `sync folder PATH` refused: what is wrong with the folder and what it takes (after
  /// "Error: ").
  func syncCannotUse(_ problem: SyncProblem) -> String
  /// How to fix ``SyncProblem/sameDeviceTwice(device:path:)``.
  func syncNewDeviceHint(folder: String) -> String
}
