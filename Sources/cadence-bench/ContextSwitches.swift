#if canImport(Glibc)
  import Glibc
#endif

/// Voluntary plus involuntary context switches of every thread of `pid`, from
/// `/proc/PID/task/*/status`: `/proc/PID/status` alone counts the main thread, and would
/// miss the store's writer thread.
func contextSwitches(of pid: pid_t) -> Int {
  guard let tasks = opendir("/proc/\(pid)/task") else { return 0 }
  defer { closedir(tasks) }
  var total = 0
  while let entry = readdir(tasks) {
    let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
    guard name.first?.isNumber == true else { continue }
    total += threadContextSwitches("/proc/\(pid)/task/\(name)/status")
  }
  return total
}

private func threadContextSwitches(_ path: String) -> Int {
  statusFields(path, ["voluntary_ctxt_switches", "nonvoluntary_ctxt_switches"]).values
    .reduce(0, +)
}

/// The numbers of `keys` in a `/proc/…/status` file (`VmHWM: 8804 kB` → 8804); a key
/// missing, or a file gone with its process, is left out.
func statusFields(_ path: String, _ keys: [String]) -> [String: Int] {
  guard let file = fopen(path, "r") else { return [:] }
  defer { fclose(file) }
  var fields: [String: Int] = [:]
  var line = [CChar](repeating: 0, count: 256)
  while fgets(&line, Int32(line.count), file) != nil {
    let text = String(
      decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    guard let colon = text.firstIndex(of: ":") else { continue }
    let key = String(text[..<colon])
    if keys.contains(key) { fields[key] = Int(text[colon...].filter(\.isNumber)) }
  }
  return fields
}

/// A process's wake-ups per second once it has settled: context switches of every thread,
/// sampled from 3 s after its start to the last sample. A 20 s run's whole-run figure
/// mixes in the start (threads created, the store opened) and the end (the last write);
/// this is the rate a long run settles to.
struct SteadyWakeups {
  private var first: (at: Duration, switches: Int)?
  private var last: (at: Duration, switches: Int)?

  /// Takes a sample of `pid` at `time` since its start; samples before 3 s are ignored.
  mutating func sample(_ pid: pid_t, at time: Duration) {
    guard time >= .seconds(3) else { return }
    let sample = (at: time, switches: contextSwitches(of: pid))
    if first == nil { first = sample } else { last = sample }
  }

  /// The rate between the first and the last sample; `nil` when they span under 5 s.
  var perSecond: Double? {
    guard let first, let last, last.at - first.at >= .seconds(5) else { return nil }
    let span = last.at - first.at
    let seconds = Double(span.components.seconds) + Double(span.components.attoseconds) / 1e18
    return Double(last.switches - first.switches) / seconds
  }
}
