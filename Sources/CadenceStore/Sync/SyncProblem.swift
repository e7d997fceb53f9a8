import CadenceSystem

/// Why sync could not write to or read from its folder; the practice is recorded here as
/// always, and what waits is written when the folder is back.
public enum SyncProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// The folder is not there: unmounted, moved or never made.
  case folderMissing(path: String)
  /// The path names a file, not a folder.
  case notAFolder(path: String)
  /// The folder (or this device's log in it) cannot be written: a read-only mount or
  /// permissions.
  case readOnly(path: String)
  /// The disk holding the folder is full (or over quota).
  case full(path: String)
  /// Any other failure of the file system, with its reason.
  case failed(path: String, reason: String)
  /// Another device writes this device's log: a data directory copied to a second machine
  /// keeps the first one's id. Writing stops until one of them takes a new id.
  case sameDeviceTwice(device: DeviceID, path: String)

  /// The folder the problem is about.
  public var path: String {
    switch self {
    case .folderMissing(let path), .notAFolder(let path), .readOnly(let path), .full(let path),
      .failed(let path, _), .sameDeviceTwice(_, let path):
      path
    }
  }

  /// One line, in English; the terminal app words it in the interface language.
  public var description: String {
    switch self {
    case .folderMissing(let path): "the sync folder \(path) is not there (unmounted or moved?)"
    case .notAFolder(let path): "\(path) is a file, not a folder"
    case .readOnly(let path): "the sync folder \(path) cannot be written (read-only)"
    case .full(let path): "the disk holding the sync folder \(path) is full"
    case .failed(let path, let reason): "the sync folder \(path) failed: \(reason)"
    case .sameDeviceTwice(let device, let path):
      "another device writes as this one (\(device.short)) in \(path): a copied data directory?"
    }
  }

  init(_ error: SystemCallError, path: String) {
    switch error.cause {
    case .missing: self = .folderMissing(path: path)
    case .readOnly: self = .readOnly(path: path)
    case .full: self = .full(path: path)
    case .other: self = .failed(path: path, reason: error.reason)
    }
  }
}
