import CadenceSystem

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Writes export files the way the database itself is kept: readable by the owner only.
///
/// An export holds the same private practice data as the database, so `cadence export -o FILE`
/// should not leave it world-readable under a default umask of 022.
public enum PrivateFile {
  /// Writes `data` to `path` with mode 0600, atomically: a temporary file in the same directory
  /// is written, synced to disk and renamed over `path`, so a crash or a full disk never
  /// leaves a half-written export (or a damaged earlier one) behind.
  ///
  /// Only a new path or a regular file is replaced that way. Anything else that already exists
  /// (a FIFO, `/dev/null`, a terminal) is opened and written where it is, its kind and mode
  /// untouched: a rename would replace the node itself (as root, `/dev/null` became a file).
  ///
  /// - Throws: ``StoreError/diskFull(path:)`` on `ENOSPC`, otherwise
  ///   ``StoreError/cannotWriteFile(path:reason:)`` with the system's reason.
  public static func save(_ data: Data, to path: String) throws(StoreError) {
    if let status = try? FileSystem.status(ofPath: path), status.kind == .other {
      return try writeInPlace(data, to: path)
    }
    let temporary = path + ".tmp-\(ProcessSystem.processID)"
    let descriptor: Int32
    do { descriptor = try FileSystem.createNew(temporary, mode: 0o600) } catch {
      throw failure(path, error.code)
    }
    var code = data.withUnsafeBytes { FileWriting.writeAll(descriptor, $0) }
    if code == 0 { code = FileWriting.sync(descriptor) }
    do { try FileSystem.closeChecked(descriptor) } catch { if code == 0 { code = error.code } }
    if code == 0 {
      do { try FileSystem.rename(temporary, to: path) } catch { code = error.code }
    }
    guard code == 0 else {
      FileSystem.remove(temporary)
      throw failure(path, code)
    }
  }

  /// Writes to an existing FIFO or device as `>` in a shell would: no temporary file, no
  /// sync to disk (a pipe has nothing to flush), no mode change.
  private static func writeInPlace(_ data: Data, to path: String) throws(StoreError) {
    let descriptor: Int32
    do { descriptor = try FileSystem.openExisting(path) } catch { throw failure(path, error.code) }
    var code = data.withUnsafeBytes { FileWriting.writeAll(descriptor, $0) }
    do { try FileSystem.closeChecked(descriptor) } catch { if code == 0 { code = error.code } }
    guard code == 0 else { throw failure(path, code) }
  }

  private static func failure(_ path: String, _ code: Int32) -> StoreError {
    code == FileSystem.diskFull
      ? .diskFull(path: path) : .cannotWriteFile(path: path, reason: DataDirectory.describe(code))
  }
}
