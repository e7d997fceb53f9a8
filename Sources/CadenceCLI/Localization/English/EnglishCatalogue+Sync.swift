import CadenceStore
import CadenceWords

extension EnglishCatalogue: SyncWords {
  func syncStarted(folder: String, name: String, device: String, written: Int) -> String {
    "Syncing through '\(folder)' as \(name) (\(device)); \(records(written)) written.\n"
  }

  func syncDone(written: Int, merged: Int) -> String {
    "Wrote \(records(written)), merged \(merged).\n"
  }

  var syncStopped: String {
    "Sync is off. Everything merged stays here; this device's log stays in the folder.\n"
  }

  var syncIsOff: String { "Sync is off. Turn it on with 'cadence sync folder PATH'.\n" }

  func syncNamed(_ name: String) -> String { "This device is now called '\(name)'.\n" }

  func syncThisDevice(name: String, device: String, folder: String) -> String {
    "This device: \(name) (\(device)), syncing through '\(folder)'.\n"
  }

  func syncWaiting(_ count: Int) -> String {
    count == 0 ? "Nothing waits to be written.\n" : "\(records(count)) waiting to be written.\n"
  }

  var syncOtherDevices: String { "Other devices:\n" }

  var syncNoOtherDevice: String { "No other device has written to the folder yet.\n" }

  func syncDevice(name: String?, device: String, records count: Int, last: Timestamp?) -> String {
    let when = last.map { ", the last written \(dateTime($0))" } ?? ""
    return "  \(name ?? "unnamed") (\(device)): \(records(count)) read\(when)\n"
  }

  var syncSkippedLines: String { "Lines skipped (written by a newer Cadence, or damaged):\n" }

  func syncSkipped(_ count: Int) -> String {
    let lines = count == 1 ? "1 line was" : "\(count) lines were"
    return "Sync: \(lines) skipped; 'cadence sync status' names them.\n"
  }

  func syncProblem(_ problem: SyncProblem) -> String {
    let cause: String
    switch problem {
    case .folderMissing(let path):
      cause = "the sync folder '\(path)' is not there (unmounted or moved?)"
    case .notAFolder(let path): cause = "'\(path)' is a file, not a folder"
    case .readOnly(let path): cause = "the sync folder '\(path)' cannot be written"
    case .full(let path): cause = "the disk holding the sync folder '\(path)' is full"
    case .failed(let path, let reason): cause = "the sync folder '\(path)' failed: \(reason)"
    case .sameDeviceTwice(let device, let path):
      return "Sync: another device writes as this one (\(device.short)) in '\(path)', "
        + "a copied data directory? Nothing more is written there. "
        + syncNewDeviceHint(folder: path)
    }
    return "Sync: \(cause); what you did is kept here and written there when it is back.\n"
  }

  func syncCannotUse(_ problem: SyncProblem) -> String {
    let path = problem.path
    switch problem {
    case .folderMissing:
      return "Cannot sync through '\(path)': there is no such folder. Give a folder that "
        + "exists, the one your sync tool (Syncthing, Nextcloud…) keeps in step.\n"
    case .notAFolder: return "Cannot sync through '\(path)': it is a file, not a folder.\n"
    case .readOnly: return "Cannot sync through '\(path)': it cannot be written.\n"
    case .full: return "Cannot sync through '\(path)': its disk is full.\n"
    case .failed(_, let reason): return "Cannot sync through '\(path)': \(reason).\n"
    case .sameDeviceTwice: return String(syncProblem(problem).dropFirst("Sync: ".count))
    }
  }

  func syncNewDeviceHint(folder: String) -> String {
    "On one of them run 'cadence sync folder \(folder) --new-device'.\n"
  }

  private func records(_ count: Int) -> String { count == 1 ? "1 record" : "\(count) records" }
}
