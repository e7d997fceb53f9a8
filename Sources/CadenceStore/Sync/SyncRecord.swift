import Cadence

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What one line of a device's log says.
///
/// Sessions are immutable facts, kept by id; notes, patterns and a program's starting point
/// are registers that converge by last-writer-wins on the line's ``HybridClock``; removals
/// of sessions and notes are tombstones that win over every copy, as in an import. A step
/// of a program is not a record of its own: a completed session with a program step is one,
/// and progress is derived from them (``SyncProgram``).
enum SyncRecord: Hashable, Sendable {
  /// The writing device's name, as `sync status` shows it elsewhere.
  case device(name: String)
  case session(SessionRecord)
  case sessionRemoved(UUID)
  case note(JournalEntry)
  case noteRemoved(UUID)
  case pattern(CustomPattern)
  case patternRemoved(name: String)
  /// A step completed by a session that is gone (removed): written again when a device's
  /// log is written whole, so the progress it earned stays counted everywhere.
  case programStep(session: UUID, program: String, step: Int, at: Timestamp)
  /// Where a program was set (started, moved or reset: `progress` nil) before the steps
  /// completed after this line's clock.
  case program(id: String, progress: ProgramProgress?)

  /// The record's kind in a line (`"t"`).
  var type: String {
    switch self {
    case .device: "device"
    case .session: "session"
    case .sessionRemoved: "sessionRemoved"
    case .note: "note"
    case .noteRemoved: "noteRemoved"
    case .pattern: "pattern"
    case .patternRemoved: "patternRemoved"
    case .program: "program"
    case .programStep: "programStep"
    }
  }
}

/// One line of a log: the writer's line number, the clock it wrote at, the record.
struct SyncLine: Hashable, Sendable {
  /// The version of the line format this Cadence writes and reads.
  static let version: Int64 = 1
  /// A line longer than this is skipped unread: no record of ours comes near it (a note is
  /// at most 1,000 characters).
  static let longestLine = 64 * 1024

  var number: Int64
  var clock: HybridClock
  var record: SyncRecord

  init(number: Int64, clock: HybridClock, record: SyncRecord) {
    self.number = number
    self.clock = clock
    self.record = record
  }

  /// The line's bytes, newline included.
  func encoded() -> [UInt8] {
    var writer = JSONWriter(capacity: 256, compact: true)
    writer.object { writer in
      writer.field("v", Self.version)
      writer.field("n", number)
      writer.field("c", clock.text)
      writer.field("t", record.type)
      switch record {
      case .device(let name):
        writer.field("name", name)
      case .session(let session):
        writer.field("id", session.id.syncText)
        writer.field("kind", session.kind.rawValue)
        writer.field("name", session.name)
        writer.field("label", session.label)
        writer.field("planned", session.plannedMilliseconds)
        writer.field("active", session.activeMilliseconds)
        writer.field("cyclesPlanned", session.cyclesPlanned)
        writer.field("cycles", session.cyclesCompleted)
        writer.field("status", session.status.rawValue)
        writer.field("program", session.programID)
        writer.field("step", session.programStep)
        writer.field("start", session.startedAt.millisecondsSinceEpoch)
        writer.field("startOffset", session.startedAt.utcOffsetSeconds)
        writer.field("end", session.endedAt?.millisecondsSinceEpoch)
        writer.field("endOffset", session.endedAt?.utcOffsetSeconds)
        writer.field("holds", SessionHolds.text(session.holds))
        writer.field("moodBefore", session.moodBefore)
        writer.field("moodAfter", session.moodAfter)
      case .sessionRemoved(let id), .noteRemoved(let id):
        writer.field("id", id.syncText)
      case .note(let note):
        writer.field("id", note.id.syncText)
        writer.field("text", note.text)
        writer.field("created", note.createdAt.millisecondsSinceEpoch)
        writer.field("createdOffset", note.createdAt.utcOffsetSeconds)
        writer.field("session", note.sessionID?.syncText)
        writer.field("edited", note.editedAt?.millisecondsSinceEpoch)
        writer.field("editedOffset", note.editedAt?.utcOffsetSeconds)
      case .pattern(let pattern):
        writer.field("name", pattern.name)
        writer.field("spec", pattern.spec)
      case .patternRemoved(let name):
        writer.field("name", name)
      case .programStep(let session, let program, let step, let at):
        writer.field("session", session.syncText)
        writer.field("program", program)
        writer.field("step", step)
        writer.field("at", at.millisecondsSinceEpoch)
        writer.field("atOffset", at.utcOffsetSeconds)
      case .program(let id, let progress):
        writer.field("program", id)
        writer.field("current", progress?.currentStep)
        writer.field("completed", progress?.completedSteps)
        writer.field("at", progress?.lastPracticedAt?.millisecondsSinceEpoch)
        writer.field("atOffset", progress?.lastPracticedAt?.utcOffsetSeconds)
      }
    }
    var bytes = writer.bytes
    bytes.append(0x0A)
    return bytes
  }

  /// Why a line was skipped, worded for the warning that names its file and line.
  struct Problem: Error, Hashable, Sendable {
    let reason: String
    /// A line from a newer Cadence (a newer version or an unknown kind), not a broken one.
    var isNewer = false
  }

  /// Reads one line (without its newline). Every check is the same on every device (none
  /// reads this machine's clock), so all devices keep and skip the same lines and converge.
  init(decoding bytes: ArraySlice<UInt8>) throws(Problem) {
    self = try bytes.withUnsafeBufferPointer { buffer in
      Result { () throws(Problem) in try SyncLine(decoding: buffer) }
    }.get()
  }

  /// Reads one line (without its newline) from memory a merge has read.
  init(decoding bytes: UnsafeBufferPointer<UInt8>) throws(Problem) {
    var members = FlatJSON.Members()
    try self.init(decoding: bytes, from: nil, members: &members)
  }

  /// ``init(decoding:)`` for a merge reading `device`'s log, line after line into the same
  /// `members`.
  init(
    decoding bytes: UnsafeBufferPointer<UInt8>, from device: DeviceID?,
    members: inout FlatJSON.Members
  ) throws(Problem) {
    do {
      try FlatJSON.parse(bytes, into: &members)
    } catch {
      throw Problem(reason: error.reason)
    }
    let reader = FieldReader(members: members, bytes: bytes)
    let version = try reader.integer("v", in: 1...Int64.max)
    guard version <= Self.version else {
      throw Problem(
        reason: "version \(version), newer than this Cadence reads (\(Self.version))", isNewer: true
      )
    }
    number = try reader.integer("n", in: 1...Int64.max)
    self.clock = try reader.clock("c", device: device)
    let type = try reader.string("t")
    switch type {
    case "device":
      record = .device(name: try reader.text("name", as: .label))
    case "session":
      record = .session(try reader.session())
    case "sessionRemoved":
      record = .sessionRemoved(try reader.uuid("id"))
    case "note":
      record = .note(try reader.note())
    case "noteRemoved":
      record = .noteRemoved(try reader.uuid("id"))
    case "pattern":
      record = .pattern(
        CustomPattern(
          name: try reader.text("name", as: .patternName),
          spec: try reader.text("spec", as: .patternSpec)))
    case "patternRemoved":
      record = .patternRemoved(name: try reader.text("name", as: .patternName))
    case "program":
      record = try reader.program()
    case "programStep":
      record = .programStep(
        session: try reader.uuid("session"), program: try reader.text("program", as: .programID),
        step: Int(try reader.integer("step", in: 0...10_000)),
        at: try reader.time("at", offset: "atOffset"))
    default:
      throw Problem(reason: "an unknown record kind \"\(type)\"", isNewer: true)
    }
  }
}

/// Typed, checked reading of a line's fields.
private struct FieldReader {
  let members: FlatJSON.Members
  /// The line the members were parsed from (their plain strings are in it).
  let bytes: UnsafeBufferPointer<UInt8>

  static let earliest: Int64 = 946_684_800_000  // 2000-01-01, as an import takes
  static let longest: Int64 = 7 * 86_400_000

  func value(_ key: StaticString) -> FlatJSON.Value? {
    members.value(FlatJSON.Key(key))
  }

  func string(_ key: StaticString) throws(SyncLine.Problem) -> String {
    guard let value = value(key) else { throw SyncLine.Problem(reason: "no \"\(key)\"") }
    guard let text = members.text(value, in: bytes) else {
      throw SyncLine.Problem(reason: "\"\(key)\" is not a string")
    }
    return text
  }

  /// A plain ASCII string's bytes, read without making it a string; nil for any other
  /// string (which ``string(_:)`` reads).
  func ascii(_ key: StaticString) throws(SyncLine.Problem) -> UnsafeBufferPointer<UInt8>? {
    guard let value = value(key) else { throw SyncLine.Problem(reason: "no \"\(key)\"") }
    guard case .ascii(let start, let count) = value else { return nil }
    return UnsafeBufferPointer(rebasing: bytes[start..<start + count])
  }

  func clock(_ key: StaticString, device: DeviceID?) throws(SyncLine.Problem) -> HybridClock {
    let clock =
      if let bytes = try ascii(key) {
        HybridClock(bytes: bytes, device: device)
      } else {
        HybridClock(text: try string(key))
      }
    guard let clock else { throw SyncLine.Problem(reason: "\"\(key)\" is not a clock stamp") }
    return clock
  }

  func optionalString(_ key: StaticString) throws(SyncLine.Problem) -> String? {
    value(key) == nil ? nil : try string(key)
  }

  func text(_ key: StaticString, as field: SafeText.Field) throws(SyncLine.Problem) -> String {
    let text = try string(key)
    if text.isEmpty, field != .note { throw SyncLine.Problem(reason: "\"\(key)\" is empty") }
    if let problem = SafeText.problem(in: text, as: field) {
      throw SyncLine.Problem(reason: "\"\(key)\" has \(problem)")
    }
    return text
  }

  func optionalText(_ key: StaticString, as field: SafeText.Field) throws(SyncLine.Problem)
    -> String?
  {
    value(key) == nil ? nil : try text(key, as: field)
  }

  func integer(_ key: StaticString, in range: ClosedRange<Int64>) throws(SyncLine.Problem) -> Int64
  {
    guard let value = value(key) else { throw SyncLine.Problem(reason: "no \"\(key)\"") }
    guard case .integer(let number) = value else {
      throw SyncLine.Problem(reason: "\"\(key)\" is not a whole number")
    }
    guard range.contains(number) else {
      throw SyncLine.Problem(reason: "\"\(key)\" is out of range")
    }
    return number
  }

  func optionalInteger(_ key: StaticString, in range: ClosedRange<Int64>) throws(SyncLine.Problem)
    -> Int64?
  {
    value(key) == nil ? nil : try integer(key, in: range)
  }

  func uuid(_ key: StaticString) throws(SyncLine.Problem) -> UUID {
    let id =
      if let bytes = try ascii(key) { UUID(syncBytes: bytes) } else {
        UUID(syncText: try string(key))
      }
    guard let id else {
      throw SyncLine.Problem(reason: "\"\(key)\" is not an id")
    }
    return id
  }

  func optionalUUID(_ key: StaticString) throws(SyncLine.Problem) -> UUID? {
    value(key) == nil ? nil : try uuid(key)
  }

  func time(_ key: StaticString, offset: StaticString) throws(SyncLine.Problem) -> Timestamp {
    Timestamp(
      millisecondsSinceEpoch: try integer(key, in: Self.earliest...HybridClock.latestMilliseconds),
      utcOffsetSeconds: Int32(try integer(offset, in: -18 * 3600...18 * 3600)))
  }

  func optionalTime(_ key: StaticString, offset: StaticString) throws(SyncLine.Problem)
    -> Timestamp?
  {
    value(key) == nil ? nil : try time(key, offset: offset)
  }

  func session() throws(SyncLine.Problem) -> SessionRecord {
    let kindText = try text("kind", as: .label)
    guard let kind = PracticeKind(rawValue: kindText),
      let status = SessionStatus(rawValue: try string("status")), status != .inProgress
    else { throw SyncLine.Problem(reason: "\"status\" is not an ended session's") }
    let start = try time("start", offset: "startOffset")
    let end = try optionalTime("end", offset: "endOffset")
    if let end, end.millisecondsSinceEpoch < start.millisecondsSinceEpoch {
      throw SyncLine.Problem(reason: "\"end\" is before \"start\"")
    }
    let program = try optionalText("program", as: .programID)
    let step = try optionalInteger("step", in: 0...10_000)
    var session = SessionRecord(
      id: try uuid("id"), kind: kind, name: try text("name", as: .sessionName),
      label: try optionalText("label", as: .label),
      plannedMilliseconds: try optionalInteger("planned", in: 0...Self.longest),
      activeMilliseconds: try integer("active", in: 0...Self.longest),
      cyclesPlanned: try optionalInteger("cyclesPlanned", in: 0...1_000_000).map { Int($0) },
      cyclesCompleted: Int(try integer("cycles", in: 0...1_000_000)), status: status,
      programID: program, programStep: step.map { Int($0) }, startedAt: start, endedAt: end)
    // Added with migration 6; a line without them (an older Cadence's) has none.
    if let holds = try optionalString("holds") {
      guard let parsed = SessionHolds.parse(holds) else {
        throw SyncLine.Problem(reason: "\"holds\" is not a list of milliseconds")
      }
      session.holds = parsed
    }
    session.moodBefore = try optionalInteger("moodBefore", in: 1...5).map { Int($0) }
    session.moodAfter = try optionalInteger("moodAfter", in: 1...5).map { Int($0) }
    return session
  }

  func note() throws(SyncLine.Problem) -> JournalEntry {
    let created = try time("created", offset: "createdOffset")
    let edited = try optionalTime("edited", offset: "editedOffset")
    return JournalEntry(
      id: try uuid("id"), text: try text("text", as: .note), createdAt: created,
      sessionID: try optionalUUID("session"), editedAt: edited)
  }

  func program() throws(SyncLine.Problem) -> SyncRecord {
    let id = try text("program", as: .programID)
    guard let current = try optionalInteger("current", in: 0...10_000) else {
      return .program(id: id, progress: nil)
    }
    return .program(
      id: id,
      progress: ProgramProgress(
        programID: id, currentStep: Int(current),
        completedSteps: Int(try integer("completed", in: 0...10_000)),
        lastPracticedAt: try optionalTime("at", offset: "atOffset")))
  }
}
