import CadencePractice
import CadenceStore
import CadenceWords
import TerminalUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a person wants from a frame trace (``FrameTrace``): how many frames and why,
/// how late, how big, the empty wake-ups and the slowest frames.
struct TraceSummary: Sendable {
  /// One event of the file, as `cadence trace` reads it (other events are skipped).
  struct Event: Decodable, Hashable, Sendable {
    struct Arguments: Decodable, Hashable, Sendable {
      var woke: Int64?
      var planned: Int64?
      var lateness: Int64?
      var causes: [String]?
      var draw: Int64?
      var bytes: Int?

      enum CodingKeys: String, CodingKey {
        case woke = "woke_us"
        case planned = "planned_us"
        case lateness = "lateness_us"
        case causes
        case draw = "draw_us"
        case bytes
      }
    }
    var ph: String
    var cat: String?
    var args: Arguments?
  }

  /// A frame: when it woke, how late, what caused it, its draw time and bytes.
  struct Frame: Hashable, Sendable {
    var woke: Int64
    var lateness: Int64?
    var causes: [String]
    var draw: Int64
    var bytes: Int
  }

  /// Why a file cannot be summed up.
  enum Failure: Error, Equatable {
    /// Not a JSON array of trace events, whole or cut short.
    case notATrace
    /// An array with no event at all (`[`, `[]`): the writer had written nothing yet.
    case noEvents
    /// More than ``Reader/mostEvents`` events, or one longer than
    /// ``TraceStream/longestEvent`` bytes: no run writes that (an endless input of events).
    case tooLarge
  }

  var frames: [Frame] = []
  /// Wake-ups that drew nothing, with their causes.
  var emptyWakeUps: [(woke: Int64, causes: [String])] = []
  /// The events read, of every kind.
  var eventCount = 0
  /// Whether the file ended before its closing `]`: the writer appends events and closes
  /// the array at the end, so a run that was killed leaves it open, perhaps in the middle of
  /// an event. The summary is then of the complete events.
  var isCutShort = false

  /// The trace in `bytes`: a JSON array of events, or the start of one (``isCutShort``).
  init(json bytes: [UInt8]) throws(Failure) {
    var reader = Reader()
    try reader.feed(bytes)
    self = try reader.finish()
  }

  private init() {}

  /// Each cause and the frames it was among, most first (then by name).
  var causeCounts: [(cause: String, count: Int)] {
    var counts: [String: Int] = [:]
    for frame in frames { for cause in frame.causes { counts[cause, default: 0] += 1 } }
    return counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { ($0.key, $0.value) }
  }

  /// The report in English, a line per figure.
  var text: String { text(in: EnglishCatalogue()) }

  /// The report in `words`, a line per figure, the figures after their names aligned by
  /// display width.
  func text(in words: any TraceWords) -> String {
    let padded: [TraceLabel] = [.frames, .causes, .lateness, .bytes, .drawTime, .emptyWakeUps]
    let labelWidth = (padded.map { DisplayWidth.of(words.traceLabel($0)) }.max() ?? 0) + 2
    func line(_ label: TraceLabel, _ value: String) -> String {
      let name = words.traceLabel(label)
      return name + String(repeating: " ", count: max(0, labelWidth - DisplayWidth.of(name)))
        + value
    }
    var lines: [String] = []
    lines.append(line(.frames, "\(frames.count)"))
    // A cause's name is the file's text: its control characters are shown escaped, never
    // sent to the terminal.
    let causes = causeCounts.map { "\(SafeText.escaped($0.cause)) \($0.count)" }
      .joined(separator: ", ")
    lines.append(line(.causes, causes.isEmpty ? words.noCauses : causes))
    let lateness = frames.compactMap(\.lateness).sorted()
    if lateness.isEmpty {
      lines.append(line(.lateness, words.noDeadlineFrames))
    } else {
      lines.append(
        line(
          .lateness,
          words.spread(
            p50: Self.milliseconds(Self.percentile(50, of: lateness)),
            p99: Self.milliseconds(Self.percentile(99, of: lateness)),
            max: Self.milliseconds(lateness.last ?? 0)) + "  "
            + words.deadlineFrames(lateness.count)))
    }
    let bytes = frames.map(\.bytes)
    // Sums saturate: a trace is a file anyone can write, and `bytes` of 2^63 - 1 beside
    // another frame trapped on overflow.
    let total = bytes.reduce(0) { sum, next in
      let (result, overflow) = sum.addingReportingOverflow(next)
      return overflow ? (next < 0 ? Int.min : Int.max) : result
    }
    let mean = frames.isEmpty ? 0 : total / frames.count
    let after = bytes.dropFirst().sorted()
    var bytesText = words.bytes(total: total, perFrame: mean)
    if let first = bytes.first { bytesText += words.firstFrame(first) }
    if !after.isEmpty {
      bytesText += words.laterFrames(p50: Self.percentile(50, of: after), max: after.last ?? 0)
    }
    lines.append(line(.bytes, bytesText))
    let draws = frames.map(\.draw).sorted()
    if !draws.isEmpty {
      lines.append(
        line(
          .drawTime,
          words.spread(
            p50: Self.milliseconds(Self.percentile(50, of: draws)),
            p99: Self.milliseconds(Self.percentile(99, of: draws)),
            max: Self.milliseconds(draws.last ?? 0))))
    }
    var empty = "\(emptyWakeUps.count)"
    if let first = emptyWakeUps.first {
      empty += words.firstEmptyWakeUp(
        at: Self.seconds(first.woke), causes: Self.printed(first.causes))
    }
    lines.append(line(.emptyWakeUps, empty))
    let slowest = frames.sorted { ($0.draw, $1.woke) > ($1.draw, $0.woke) }.prefix(5)
    if !slowest.isEmpty {
      lines.append(words.traceLabel(.slowestFrames))
      for frame in slowest {
        lines.append(
          words.slowFrame(
            at: Self.seconds(frame.woke), draw: Self.milliseconds(frame.draw), bytes: frame.bytes,
            causes: Self.printed(frame.causes)))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Cause names for a line, their control characters escaped.
  private static func printed(_ causes: [String]) -> String {
    causes.map(SafeText.escaped).joined(separator: " ")
  }

  /// The nearest-rank percentile of sorted `values`.
  static func percentile<T>(_ percent: Int, of values: [T]) -> T {
    let rank = max(1, (percent * values.count + 99) / 100)
    return values[min(rank, values.count) - 1]
  }

  /// `0.153 ms` from microseconds.
  static func milliseconds(_ microseconds: Int64) -> String {
    let sign = microseconds < 0 ? "-" : ""
    // The magnitude, unsigned: `abs(-2^63)` trapped.
    let value = microseconds.magnitude
    let fraction = String(value % 1000 + 1000).dropFirst()
    return "\(sign)\(value / 1000).\(fraction) ms"
  }

  /// `12.345` seconds from microseconds.
  static func seconds(_ microseconds: Int64) -> String {
    let sign = microseconds < 0 ? "-" : ""
    let value = microseconds.magnitude
    let fraction = String(value / 1000 % 1000 + 1000).dropFirst()
    return "\(sign)\(value / 1_000_000).\(fraction)"
  }
}

extension TraceSummary {
  /// A trace summed up as its bytes come (``TraceStream``): memory is the summary's own
  /// figures plus one batch of events, at most ``mostEvents`` of them, whatever the size of
  /// the input; an endless input ends with ``Failure/tooLarge`` or ``Failure/notATrace``.
  struct Reader {
    /// The most events read: about 18 hours of a breathing session's 30 frames a second, a
    /// month of a timer's one a second.
    static let mostEvents = 2_000_000
    /// About how many bytes of events are decoded at once.
    static let batchBytes = 1 << 16

    /// The most events this reader takes (tests take fewer).
    let eventLimit: Int
    private var stream = TraceStream()
    private var summary = TraceSummary()
    /// The events read and not yet decoded, separated by commas.
    private var batch: [UInt8] = []
    /// One copy of each list of causes, shared by the frames that have it (a trace has a
    /// handful of them), up to a bound on what a hostile file can make it keep.
    private var causeLists: [[String]: [String]] = [:]

    init(eventLimit: Int = Reader.mostEvents) {
      self.eventLimit = eventLimit
    }

    mutating func feed(_ bytes: some Collection<UInt8>) throws(Failure) {
      do throws(TraceStream.Failure) {
        try stream.feed(bytes) { (event) throws(TraceStream.Failure) in
          batch += batch.isEmpty ? event : [UInt8(ascii: ",")] + event
          summary.eventCount += 1
          guard summary.eventCount <= eventLimit else { throw .eventTooLong }
        }
      } catch {
        throw error == .notATrace ? .notATrace : .tooLarge
      }
      if batch.count >= Self.batchBytes { try decodeBatch() }
    }

    /// The summary of everything fed; the trace is cut short when its array was never closed.
    mutating func finish() throws(Failure) -> TraceSummary {
      try decodeBatch()
      guard stream.hasBegun else { throw .notATrace }
      guard summary.eventCount > 0 else { throw .noEvents }
      summary.isCutShort = !stream.isClosed
      return summary
    }

    private mutating func decodeBatch() throws(Failure) {
      guard !batch.isEmpty else { return }
      let data = Data([UInt8(ascii: "[")] + batch + [UInt8(ascii: "]")])
      batch = []
      guard let events = try? JSONDecoder().decode([Event].self, from: data) else {
        throw .notATrace
      }
      for event in events {
        guard let args = event.args, let woke = args.woke else { continue }
        let causes = shared(args.causes ?? [])
        if event.cat == "frame" {
          summary.frames.append(
            Frame(
              woke: woke, lateness: args.lateness, causes: causes, draw: args.draw ?? 0,
              bytes: args.bytes ?? 0))
        } else if event.cat == "wake" {
          summary.emptyWakeUps.append((woke, causes))
        }
      }
    }

    private mutating func shared(_ causes: [String]) -> [String] {
      if let kept = causeLists[causes] { return kept }
      if causeLists.count < 4096 { causeLists[causes] = causes }
      return causes
    }
  }
}
