import CadenceTestSupport
import FoundationEssentials
import Glibc

/// A stand-in for a store that syncs through a folder, to test ``FolderChaos`` itself: each
/// device appends one line per step to `cadence/device-N.jsonl` in its replica and, on sync,
/// reads the complete lines of every other `device-N.jsonl`, skipping everything else.
///
/// Its own log may come back shorter (a backup restored somewhere and synced to it): with
/// `repairs`, a step or sync appends the lines of its own that the file lost, as a store
/// must; without, they stay lost for devices that never read them.
final class ChaosStandIn {
  let chaos: FolderChaos
  let repairs: Bool
  /// Each device's records (its own and those it read), as the lines themselves.
  private(set) var known: [Set<String>]
  private var written: [[String]]
  /// Names of files a device met in the folder other than the logs, over the run.
  private(set) var skipped: Set<String> = []
  /// How many times a device met a log whose last line was cut short.
  private(set) var cutLines = 0

  init(_ chaos: FolderChaos, repairs: Bool = true) {
    self.chaos = chaos
    self.repairs = repairs
    known = Array(repeating: [], count: chaos.deviceCount)
    written = Array(repeating: [], count: chaos.deviceCount)
  }

  /// Runs the simulation with this stand-in on every device.
  func run() throws {
    try chaos.run(
      step: { device, random in try self.step(device, &random) },
      sync: { device in try self.sync(device) })
  }

  func log(_ device: Int) -> String { chaos.replica(device) + "/cadence/device-\(device).jsonl" }

  func step(_ device: Int, _ random: inout ChaosRandom) throws {
    let line =
      "{\"device\":\(device),\"seq\":\(written[device].count),"
      + "\"at\":\(chaos.wallMilliseconds(device)),\"mood\":\(random.below(5))}"
    written[device].append(line)
    known[device].insert(line)
    try repair(device)
  }

  func sync(_ device: Int) throws {
    let directory = chaos.replica(device) + "/cadence"
    for name in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] {
      guard name.hasPrefix("device-"), name.hasSuffix(".jsonl"),
        Int(name.dropFirst("device-".count).dropLast(".jsonl".count)) != nil
      else {
        skipped.insert(name)
        continue
      }
      let bytes = TemporaryDirectory.read(directory + "/" + name)
      let lines = bytes.split(separator: 10, omittingEmptySubsequences: false)
      // The last piece is empty after a complete line, else a line still on its way.
      if let last = lines.last, !last.isEmpty { cutLines += 1 }
      for line in lines.dropLast() where !line.isEmpty {
        known[device].insert(String(decoding: line, as: UTF8.self))
      }
    }
    try repair(device)
  }

  /// Appends what this device wrote and its log does not hold (all of it the first time).
  private func repair(_ device: Int) throws {
    let path = log(device)
    let bytes = TemporaryDirectory.read(path)
    let present = Set(
      bytes.split(separator: 10).map { String(decoding: $0, as: UTF8.self) })
    var missing = written[device].filter { !present.contains($0) }
    if !repairs, let last = written[device].last {
      missing = present.contains(last) ? [] : [last]
    }
    guard !missing.isEmpty else { return }
    mkdir(chaos.replica(device) + "/cadence", 0o700)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND, 0o600)
    precondition(descriptor >= 0, "cannot open \(path)")
    defer { close(descriptor) }
    let text =
      (bytes.last.map { $0 == 10 } ?? true ? "" : "\n")
      + missing.map { $0 + "\n" }.joined()
    _ = Array(text.utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  }

  /// Every record any device wrote.
  var everything: Set<String> { Set(written.joined()) }

  /// Throws unless every device knows every record written.
  func checkConverged() throws {
    for device in 0..<chaos.deviceCount where known[device] != everything {
      let lost = everything.subtracting(known[device]).sorted().prefix(3)
      throw FolderChaos.Failure(
        "device \(device) knows \(known[device].count) of \(everything.count) records; "
          + "missing \(Array(lost))")
    }
  }
}
