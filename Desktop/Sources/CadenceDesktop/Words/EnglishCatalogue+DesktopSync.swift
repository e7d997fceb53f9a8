import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import Foundation

extension EnglishCatalogue: DesktopSyncWords {
  var syncPreferences: String { "Sync" }
  var syncFolderTitle: String { "Folder" }
  var syncOffHint: String {
    "Off. Choose a folder your sync tool (Syncthing, Nextcloud, Dropbox…) keeps in step on "
      + "your machines: each writes its own log there, and reads the others'."
  }
  var chooseFolder: String { "Choose…" }
  var chooseFolderTitle: String { "Choose the Sync Folder" }
  var chooseFolderAccept: String { "Sync Here" }

  var syncNameTitle: String { "Device name" }
  var syncNameHint: String { "What the other devices call this one; Enter applies it." }
  func syncNameRefused(_ problem: ValueProblem) -> String {
    switch problem {
    case .emptyName: "A device needs a name."
    default: "This name cannot be kept: a control character, or too long."
    }
  }

  var syncOffTitle: String { "Stop syncing" }
  var syncTurnOff: String { "Turn Off" }
  var syncOffExplanation: String {
    "Nothing more is written to the folder; everything merged stays here."
  }

  func syncStarted(folder: String) -> String { "Syncing through '\(folder)'" }
  var syncStopped: String { "Sync is off" }
  func syncNamed(_ name: String) -> String { "This device is now called '\(name)'" }

  var syncStatusTitle: String { "Status" }
  func syncThisDevice(name: String, device: String) -> String {
    "This device: \(name) (\(device))"
  }
  func syncWaiting(_ count: Int) -> String {
    count == 0 ? "Nothing waits to be written." : "\(records(count)) waiting to be written."
  }
  var syncNoOtherDevice: String { "No other device has written to the folder yet." }
  func syncDevice(name: String?, device: String, records count: Int, last: Date?) -> String {
    let when = last.map { ", the last written \(tableDateTime(Timestamp($0, in: .current)))" }
    return "\(name ?? "unnamed") (\(device)): \(records(count)) read\(when ?? "")"
  }
  func syncSkippedLine(_ warning: SyncWarning) -> String {
    "Skipped: \(warning.file) line \(warning.line): \(warning.problem)"
  }

  func syncProblem(_ problem: SyncProblem) -> String {
    let path = problem.path
    switch problem {
    case .folderMissing:
      return "The sync folder '\(path)' is not there (unmounted or moved?); "
        + "what you do is kept here and written there when it is back."
    case .notAFolder: return "'\(path)' is a file, not a folder."
    case .readOnly:
      return "The sync folder '\(path)' cannot be written; "
        + "what you do is kept here and written there when it can be."
    case .full:
      return "The disk holding the sync folder '\(path)' is full; "
        + "what you do is kept here and written there when there is room."
    case .failed(_, let reason): return "The sync folder '\(path)' failed: \(reason)."
    case .sameDeviceTwice(let device, _):
      return "Another device writes as this one (\(device.short)) in '\(path)', a copied "
        + "data directory? Nothing more is written there until one of them takes a new id "
        + "('cadence sync folder \(path) --new-device')."
    }
  }

  func syncCannotUse(_ problem: SyncProblem) -> String {
    let path = problem.path
    switch problem {
    case .folderMissing:
      return "Cannot sync through '\(path)': there is no such folder. Choose a folder that "
        + "exists, the one your sync tool keeps in step."
    case .notAFolder: return "Cannot sync through '\(path)': it is a file, not a folder."
    case .readOnly: return "Cannot sync through '\(path)': it cannot be written."
    case .full: return "Cannot sync through '\(path)': its disk is full."
    case .failed(_, let reason): return "Cannot sync through '\(path)': \(reason)."
    case .sameDeviceTwice: return syncProblem(problem)
    }
  }

  private func records(_ count: Int) -> String { count == 1 ? "1 record" : "\(count) records" }
}
