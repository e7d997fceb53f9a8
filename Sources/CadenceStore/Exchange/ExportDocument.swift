/// The JSON export: every record, versioned, with a format marker so that an unrelated JSON file
/// is recognised as foreign instead of half-imported.
///
/// Timestamps are ISO 8601 UTC text (readable, sortable) with the recorded UTC offset beside
/// them; durations are integer milliseconds, exactly as stored. Written by ``JSONWriter`` (see
/// there for why), read back with `JSONDecoder`.
///
/// Version 2 adds `removed`, the identities of removed sessions and notes (tombstones), and a
/// note's `editedAt`. A version 1 file (no removals, no edits) is still read. A Cadence that
/// reads only version 1 refuses a version 2 file ("upgrade Cadence") rather than import it
/// while ignoring its removals.
struct ExportDocument: Decodable {
  static let formatMarker = "cadence-export"
  static let currentVersion = 2

  var format = formatMarker
  var version = currentVersion
  var exportedAt: String
  var sessions: [ExportedSession]
  var journal: [ExportedJournalEntry]
  var programs: [ExportedProgramProgress]
  var patterns: [ExportedPattern]
  var settings: [ExportedSetting]
  var removed: [ExportedRemoval]
  /// The records left out because they are invalid, when the import skips them
  /// (``ImportOptions/skipsInvalid``): each its path and what is wrong.
  var invalid: [ImportProblem] = []

  init(
    exportedAt: String, sessions: [ExportedSession], journal: [ExportedJournalEntry],
    programs: [ExportedProgramProgress], patterns: [ExportedPattern], settings: [ExportedSetting],
    removed: [ExportedRemoval]
  ) {
    self.exportedAt = exportedAt
    self.sessions = sessions
    self.journal = journal
    self.programs = programs
    self.patterns = patterns
    self.settings = settings
    self.removed = removed
  }

  private enum CodingKeys: String, CodingKey {
    case format, version, exportedAt, sessions, journal, programs, patterns, settings, removed
  }

  init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    format = try values.decode(String.self, forKey: .format)
    version = try values.decode(Int.self, forKey: .version)
    // Validated like every other time in the file, though the store does not keep it.
    let context = decoder.importContext
    exportedAt = Timestamp.iso8601(
      millisecondsSinceEpoch: try values.timestamp(.exportedAt, in: context))
    var invalid: [ImportProblem] = []
    let skips = context.skipsInvalid
    sessions = try values.records(.sessions, skippingInvalid: skips, into: &invalid)
    journal = try values.records(.journal, skippingInvalid: skips, into: &invalid)
    programs = try values.records(.programs, skippingInvalid: skips, into: &invalid)
    patterns = try values.records(.patterns, skippingInvalid: skips, into: &invalid)
    settings = try values.records(.settings, skippingInvalid: skips, into: &invalid)
    // Version 1 has no removals.
    removed =
      try values.contains(.removed) && !values.decodeNil(forKey: .removed)
      ? try values.records(.removed, skippingInvalid: skips, into: &invalid) : []
    self.invalid = invalid
  }

  /// The document as pretty-printed UTF-8 JSON, ending in a newline.
  func json() -> [UInt8] {
    var writer = JSONWriter(capacity: 512 * sessions.count + 4096)
    writer.object { writer in
      writer.field("format", format)
      writer.field("version", version)
      writer.field("exportedAt", exportedAt)
      writer.key("sessions")
      writer.array(sessions) { writer, session in session.encode(into: &writer) }
      writer.key("journal")
      writer.array(journal) { writer, entry in entry.encode(into: &writer) }
      writer.key("programs")
      writer.array(programs) { writer, progress in progress.encode(into: &writer) }
      writer.key("patterns")
      writer.array(patterns) { writer, pattern in
        writer.object { writer in
          writer.field("name", pattern.name)
          writer.field("spec", pattern.spec)
        }
      }
      writer.key("settings")
      writer.array(settings) { writer, setting in
        writer.object { writer in
          writer.field("key", setting.key)
          writer.field("value", setting.value)
        }
      }
      writer.key("removed")
      writer.array(removed) { writer, removal in removal.encode(into: &writer) }
    }
    return writer.bytes + [0x0A]
  }
}

/// The first thing read from an import file, so a foreign file fails on its format marker
/// instead of on whichever field happens to be missing first.
struct ExportHeader: Decodable {
  var format: String?
  /// `nil` when absent, and for a number that is no version: a fraction (`1.5`) or one past
  /// 64 bits, which the decoder refuses in its own way (see `wholeNumber`).
  var version: Int?

  private enum CodingKeys: String, CodingKey {
    case format, version
  }

  init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    format = try values.decodeIfPresent(String.self, forKey: .format)
    do {
      version = try values.decodeIfPresent(Int.self, forKey: .version)
    } catch  where isRefusedNumber(error) {
      version = nil
    }
  }
}

/// One session in an export file.
struct ExportedSession: ListedRecord {
  var position = 0
  var record: SessionRecord

  init(_ record: SessionRecord) {
    self.record = record
  }

  private enum CodingKeys: String, CodingKey {
    case id, kind, name, label, plannedMilliseconds, activeMilliseconds, cyclesPlanned
    case cyclesCompleted, status, programId, programStep, startedAt, utcOffsetSeconds
    case endedAt, endedUtcOffsetSeconds
    case holdsMilliseconds, moodBefore, moodAfter
  }

  init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    let context = decoder.importContext
    let startedAt = try values.timestamp(.startedAt, in: context)
    let endedAt = try values.optionalTimestamp(.endedAt, in: context)
    if let endedAt, endedAt < startedAt {
      throw InvalidImportField(.endedAt, in: values, .earlierThan(other: "startedAt"))
    }
    let offset = try values.utcOffset(.utcOffsetSeconds)
    let endedOffset =
      values.contains(.endedUtcOffsetSeconds)
      ? try values.utcOffset(.endedUtcOffsetSeconds) : offset
    record = SessionRecord(
      id: try values.uuid(.id), kind: try values.knownKind(.kind),
      name: try values.nonEmpty(.name, as: .sessionName),
      label: try values.optionalText(.label, as: .label),
      plannedMilliseconds: try values.optionalMilliseconds(.plannedMilliseconds),
      activeMilliseconds: try values.milliseconds(.activeMilliseconds),
      cyclesPlanned: try values.optionalCount(.cyclesPlanned, upTo: ImportLimits.mostCycles)
        .map { Int($0) },
      cyclesCompleted: Int(try values.count(.cyclesCompleted, upTo: ImportLimits.mostCycles)),
      status: try values.oneOf(.status, SessionStatus.self),
      programID: try values.optionalText(.programId, as: .programID),
      programStep: try values.optionalCount(.programStep, upTo: ImportLimits.mostProgramSteps)
        .map { Int($0) },
      startedAt: Timestamp(millisecondsSinceEpoch: startedAt, utcOffsetSeconds: offset),
      endedAt: endedAt.map { Timestamp(millisecondsSinceEpoch: $0, utcOffsetSeconds: endedOffset) })
    record.holds = try Self.holds(in: values)
    record.moodBefore = try Self.mood(.moodBefore, in: values)
    record.moodAfter = try Self.mood(.moodAfter, in: values)
  }

  /// A retention session's holds: a list of at most ``SessionHolds/mostHolds`` whole
  /// milliseconds, each at most ``SessionHolds/longest``; none when absent.
  private static func holds(in values: KeyedDecodingContainer<CodingKeys>) throws -> [Duration] {
    guard values.contains(.holdsMilliseconds), try !values.decodeNil(forKey: .holdsMilliseconds)
    else { return [] }
    let milliseconds = try values.decode([Int64].self, forKey: .holdsMilliseconds)
    guard milliseconds.count <= SessionHolds.mostHolds else {
      throw InvalidImportField(
        .holdsMilliseconds, in: values, .tooLarge(most: Int64(SessionHolds.mostHolds)))
    }
    let longest = SessionHolds.milliseconds(of: SessionHolds.longest)
    for value in milliseconds where value < 0 || value > longest {
      throw InvalidImportField(
        .holdsMilliseconds, in: values, value < 0 ? .negative : .tooLarge(most: longest))
    }
    return milliseconds.map { .milliseconds($0) }
  }

  /// A mood check's answer, 1 to 5; `nil` when absent.
  private static func mood(
    _ key: CodingKeys, in values: KeyedDecodingContainer<CodingKeys>
  ) throws -> Int? {
    guard let mood = try values.optionalCount(key, upTo: 5) else { return nil }
    guard mood >= 1 else {
      throw InvalidImportField(
        key, in: values, .notOneOf(accepted: ["1", "2", "3", "4", "5"], found: String(mood)))
    }
    return Int(mood)
  }

  func encode(into writer: inout JSONWriter) {
    writer.object { writer in
      writer.field("id", record.id.uuidString)
      writer.field("kind", record.kind.rawValue)
      writer.field("name", record.name)
      writer.field("label", record.label)
      writer.field("status", record.status.rawValue)
      writer.field("startedAt", record.startedAt.iso8601)
      writer.field("utcOffsetSeconds", record.startedAt.utcOffsetSeconds)
      writer.field("endedAt", record.endedAt?.iso8601)
      writer.field("endedUtcOffsetSeconds", record.endedAt?.utcOffsetSeconds)
      writer.field("plannedMilliseconds", record.plannedMilliseconds)
      writer.field("activeMilliseconds", record.activeMilliseconds)
      writer.field("cyclesPlanned", record.cyclesPlanned)
      writer.field("cyclesCompleted", record.cyclesCompleted)
      writer.field("programId", record.programID)
      writer.field("programStep", record.programStep)
      if !record.holds.isEmpty {
        writer.key("holdsMilliseconds")
        writer.array(record.holds) { writer, hold in
          writer.integer(SessionHolds.milliseconds(of: hold))
        }
      }
      writer.field("moodBefore", record.moodBefore)
      writer.field("moodAfter", record.moodAfter)
    }
  }
}
