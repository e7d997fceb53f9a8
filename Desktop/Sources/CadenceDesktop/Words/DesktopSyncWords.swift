import Cadence
import CadencePractice
import CadenceStore
import Foundation

/// What the preferences' Sync group says (issue 43): the folder, the device's name, turning
/// sync off, and the status as `cadence sync status` prints it, a line per row. The
/// terminal's wording (`SyncWords`, CadenceCLI) names commands; this names the controls.
protocol DesktopSyncWords {
  /// The group's title.
  var syncPreferences: String { get }
  /// The folder's row, what it says while sync is off, its button and the chooser's
  /// title and button.
  var syncFolderTitle: String { get }
  var syncOffHint: String { get }
  var chooseFolder: String { get }
  var chooseFolderTitle: String { get }
  var chooseFolderAccept: String { get }
  /// The device name's row and what it is for; a refused name.
  var syncNameTitle: String { get }
  var syncNameHint: String { get }
  func syncNameRefused(_ problem: ValueProblem) -> String
  /// Turning sync off: the row, its button, what it keeps.
  var syncOffTitle: String { get }
  var syncTurnOff: String { get }
  var syncOffExplanation: String { get }
  /// Toasts after a change.
  func syncStarted(folder: String) -> String
  var syncStopped: String { get }
  func syncNamed(_ name: String) -> String
  /// The group of the status lines.
  var syncStatusTitle: String { get }
  /// The status lines.
  func syncThisDevice(name: String, device: String) -> String
  func syncWaiting(_ count: Int) -> String
  var syncNoOtherDevice: String { get }
  func syncDevice(name: String?, device: String, records: Int, last: Date?) -> String
  func syncSkippedLine(_ warning: SyncWarning) -> String
  /// The folder failed (missing, read-only, full; another device with this one's id): one
  /// line, the practices are recorded here all the same.
  func syncProblem(_ problem: SyncProblem) -> String
  /// A folder chosen that cannot be used: what is wrong with it.
  func syncCannotUse(_ problem: SyncProblem) -> String
}
