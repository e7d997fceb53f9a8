#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A journal entry in an export file.
struct ExportedJournalEntry: ListedRecord {
  var position = 0
  var entry: JournalEntry

  init(_ entry: JournalEntry) {
    self.entry = entry
  }

  private enum CodingKeys: String, CodingKey {
    case id, text, createdAt, utcOffsetSeconds, sessionId, editedAt, editedUtcOffsetSeconds
  }

  init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    let context = decoder.importContext
    let createdAt = try values.timestamp(.createdAt, in: context)
    let editedAt =
      try values.contains(.editedAt) && !values.decodeNil(forKey: .editedAt)
      ? values.timestamp(.editedAt, latest: context.latestEditTime) : nil
    if let editedAt, editedAt < createdAt {
      throw InvalidImportField(.editedAt, in: values, .earlierThan(other: "createdAt"))
    }
    let offset = try values.utcOffset(.utcOffsetSeconds)
    let editedOffset =
      values.contains(.editedUtcOffsetSeconds)
      ? try values.utcOffset(.editedUtcOffsetSeconds) : offset
    entry = JournalEntry(
      id: try values.uuid(.id), text: try values.text(.text, as: .note),
      createdAt: Timestamp(millisecondsSinceEpoch: createdAt, utcOffsetSeconds: offset),
      sessionID: try values.optionalUUID(.sessionId),
      editedAt: editedAt.map {
        Timestamp(millisecondsSinceEpoch: $0, utcOffsetSeconds: editedOffset)
      })
  }

  func encode(into writer: inout JSONWriter) {
    writer.object { writer in
      writer.field("id", entry.id.uuidString)
      writer.field("createdAt", entry.createdAt.iso8601)
      writer.field("utcOffsetSeconds", entry.createdAt.utcOffsetSeconds)
      writer.field("sessionId", entry.sessionID?.uuidString)
      writer.field("editedAt", entry.editedAt?.iso8601)
      writer.field("editedUtcOffsetSeconds", entry.editedAt?.utcOffsetSeconds)
      writer.field("text", entry.text)
    }
  }
}

/// Program progress in an export file.
struct ExportedProgramProgress: ListedRecord {
  var position = 0
  var progress: ProgramProgress

  init(_ progress: ProgramProgress) {
    self.progress = progress
  }

  private enum CodingKeys: String, CodingKey {
    case programId, currentStep, completedSteps, lastPracticedAt, lastPracticedUtcOffsetSeconds
  }

  init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    let last = try values.optionalTimestamp(.lastPracticedAt, in: decoder.importContext)
    let offset = last == nil ? 0 : try values.utcOffset(.lastPracticedUtcOffsetSeconds)
    let most = ImportLimits.mostProgramSteps
    progress = ProgramProgress(
      programID: try values.nonEmpty(.programId, as: .programID),
      currentStep: Int(try values.count(.currentStep, upTo: most)),
      completedSteps: Int(try values.count(.completedSteps, upTo: most)),
      lastPracticedAt: last.map { Timestamp(millisecondsSinceEpoch: $0, utcOffsetSeconds: offset) })
  }

  func encode(into writer: inout JSONWriter) {
    writer.object { writer in
      writer.field("programId", progress.programID)
      writer.field("currentStep", progress.currentStep)
      writer.field("completedSteps", progress.completedSteps)
      writer.field("lastPracticedAt", progress.lastPracticedAt?.iso8601)
      writer.field("lastPracticedUtcOffsetSeconds", progress.lastPracticedAt?.utcOffsetSeconds)
    }
  }
}

/// A custom pattern in an export file.
struct ExportedPattern: ListedRecord {
  var position = 0
  var name: String
  var spec: String

  private enum CodingKeys: String, CodingKey {
    case name, spec
  }

  init(_ pattern: CustomPattern) {
    name = pattern.name
    spec = pattern.spec
  }

  init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    name = try values.nonEmpty(.name, as: .patternName)
    spec = try values.nonEmpty(.spec, as: .patternSpec)
  }
}

/// A setting in an export file.
struct ExportedSetting: ListedRecord {
  var position = 0
  var key: String
  var value: String

  private enum CodingKeys: String, CodingKey {
    case key, value
  }

  init(key: String, value: String) {
    self.key = key
    self.value = value
  }

  init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    key = try values.nonEmpty(.key, as: .settingKey)
    // An end hook is left out whatever its value (its key is named in the summary): one
    // that could not be stored here must not make the whole file unimportable.
    guard !SQLiteSessionStore.SettingKey.isMachineLocal(key) else {
      value = ""
      return
    }
    value = try values.text(.value, as: .settingValue)
    if key == SQLiteSessionStore.SettingKey.dayStartsAt, DayBoundary(parsing: value) == nil {
      throw InvalidImportField(.value, in: values, .notATimeOfDay)
    }
  }
}

/// A removed session or note in an export file: its identity and when it was removed.
struct ExportedRemoval: ListedRecord {
  var position = 0
  var kind: RecordKind
  var id: UUID
  /// Milliseconds since the epoch.
  var removedAt: Int64

  init(kind: RecordKind, id: UUID, removedAt: Int64) {
    self.kind = kind
    self.id = id
    self.removedAt = removedAt
  }

  private enum CodingKeys: String, CodingKey {
    case kind, id, removedAt
  }

  init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    kind = try values.oneOf(.kind, RecordKind.self)
    id = try values.uuid(.id)
    removedAt = try values.timestamp(.removedAt, in: decoder.importContext)
  }

  func encode(into writer: inout JSONWriter) {
    writer.object { writer in
      writer.field("kind", kind.rawValue)
      writer.field("id", id.uuidString)
      writer.field("removedAt", Timestamp.iso8601(millisecondsSinceEpoch: removedAt))
    }
  }
}
