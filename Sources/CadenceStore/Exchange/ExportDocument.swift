/// The JSON export: every record, versioned, with a format marker so that an unrelated JSON file
/// is recognised as foreign instead of half-imported.
///
/// Timestamps are ISO 8601 UTC text (readable, sortable) with the recorded UTC offset beside
/// them; durations are integer milliseconds, exactly as stored. Version 1 is the only version.
struct ExportDocument: Codable {
  static let formatMarker = "cadence-export"
  static let currentVersion = 1

  var format = formatMarker
  var version = currentVersion
  var exportedAt: String
  var sessions: [ExportedSession]
  var journal: [ExportedJournalEntry]
  var programs: [ExportedProgramProgress]
  var patterns: [ExportedPattern]
  var settings: [ExportedSetting]

  init(
    exportedAt: String, sessions: [ExportedSession], journal: [ExportedJournalEntry],
    programs: [ExportedProgramProgress], patterns: [ExportedPattern], settings: [ExportedSetting]
  ) {
    self.exportedAt = exportedAt
    self.sessions = sessions
    self.journal = journal
    self.programs = programs
    self.patterns = patterns
    self.settings = settings
  }
}

/// The first thing read from an import file, so a foreign file fails on its format marker
/// instead of on whichever field happens to be missing first.
struct ExportHeader: Decodable {
  var format: String?
  var version: Int?
}

/// One session in an export file.
struct ExportedSession: Codable {
  var record: SessionRecord

  init(_ record: SessionRecord) {
    self.record = record
  }

  private enum CodingKeys: String, CodingKey {
    case id, kind, name, label, plannedMilliseconds, activeMilliseconds, cyclesPlanned
    case cyclesCompleted, status, programId, programStep, startedAt, utcOffsetSeconds
    case endedAt, endedUtcOffsetSeconds
  }

  init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    let startedAt = try values.timestamp(.startedAt)
    let endedAt = try values.optionalTimestamp(.endedAt)
    if let endedAt, endedAt < startedAt {
      throw DecodingError.dataCorruptedError(
        forKey: .endedAt, in: values, debugDescription: "expected a time at or after startedAt")
    }
    let offset = try values.utcOffset(.utcOffsetSeconds)
    let endedOffset =
      values.contains(.endedUtcOffsetSeconds)
      ? try values.utcOffset(.endedUtcOffsetSeconds) : offset
    record = SessionRecord(
      id: try values.uuid(.id), kind: try values.oneOf(.kind, SessionKind.self),
      name: try values.nonEmpty(.name),
      label: try values.decodeIfPresent(String.self, forKey: .label),
      plannedMilliseconds: try values.optionalCount(.plannedMilliseconds),
      activeMilliseconds: try values.count(.activeMilliseconds),
      cyclesPlanned: try values.optionalCount(.cyclesPlanned).map { Int($0) },
      cyclesCompleted: Int(try values.count(.cyclesCompleted)),
      status: try values.oneOf(.status, SessionStatus.self),
      programID: try values.decodeIfPresent(String.self, forKey: .programId),
      programStep: try values.optionalCount(.programStep).map { Int($0) },
      startedAt: Timestamp(millisecondsSinceEpoch: startedAt, utcOffsetSeconds: offset),
      endedAt: endedAt.map { Timestamp(millisecondsSinceEpoch: $0, utcOffsetSeconds: endedOffset) })
  }

  func encode(to encoder: any Encoder) throws {
    var values = encoder.container(keyedBy: CodingKeys.self)
    try values.encode(record.id.uuidString, forKey: .id)
    try values.encode(record.kind.rawValue, forKey: .kind)
    try values.encode(record.name, forKey: .name)
    try values.encodeIfPresent(record.label, forKey: .label)
    try values.encodeIfPresent(record.plannedMilliseconds, forKey: .plannedMilliseconds)
    try values.encode(record.activeMilliseconds, forKey: .activeMilliseconds)
    try values.encodeIfPresent(record.cyclesPlanned, forKey: .cyclesPlanned)
    try values.encode(record.cyclesCompleted, forKey: .cyclesCompleted)
    try values.encode(record.status.rawValue, forKey: .status)
    try values.encodeIfPresent(record.programID, forKey: .programId)
    try values.encodeIfPresent(record.programStep, forKey: .programStep)
    try values.encode(record.startedAt.iso8601, forKey: .startedAt)
    try values.encode(record.startedAt.utcOffsetSeconds, forKey: .utcOffsetSeconds)
    if let endedAt = record.endedAt {
      try values.encode(endedAt.iso8601, forKey: .endedAt)
      try values.encode(endedAt.utcOffsetSeconds, forKey: .endedUtcOffsetSeconds)
    }
  }
}
