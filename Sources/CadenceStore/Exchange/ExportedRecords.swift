/// A journal entry in an export file.
struct ExportedJournalEntry: Decodable {
  var entry: JournalEntry

  init(_ entry: JournalEntry) {
    self.entry = entry
  }

  private enum CodingKeys: String, CodingKey {
    case id, text, createdAt, utcOffsetSeconds, sessionId
  }

  init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    entry = JournalEntry(
      id: try values.uuid(.id), text: try values.decode(String.self, forKey: .text),
      createdAt: Timestamp(
        millisecondsSinceEpoch: try values.timestamp(.createdAt),
        utcOffsetSeconds: try values.utcOffset(.utcOffsetSeconds)),
      sessionID: try values.optionalUUID(.sessionId))
  }

  func write(into writer: inout JSONWriter) {
    writer.object { writer in
      writer.field("id", entry.id.uuidString)
      writer.field("createdAt", entry.createdAt.iso8601)
      writer.field("utcOffsetSeconds", entry.createdAt.utcOffsetSeconds)
      writer.field("sessionId", entry.sessionID?.uuidString)
      writer.field("text", entry.text)
    }
  }
}

/// Program progress in an export file.
struct ExportedProgramProgress: Decodable {
  var progress: ProgramProgress

  init(_ progress: ProgramProgress) {
    self.progress = progress
  }

  private enum CodingKeys: String, CodingKey {
    case programId, currentStep, completedSteps, lastPracticedAt, lastPracticedUtcOffsetSeconds
  }

  init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    let last = try values.optionalTimestamp(.lastPracticedAt)
    let offset = last == nil ? 0 : try values.utcOffset(.lastPracticedUtcOffsetSeconds)
    progress = ProgramProgress(
      programID: try values.nonEmpty(.programId), currentStep: Int(try values.count(.currentStep)),
      completedSteps: Int(try values.count(.completedSteps)),
      lastPracticedAt: last.map { Timestamp(millisecondsSinceEpoch: $0, utcOffsetSeconds: offset) })
  }

  func write(into writer: inout JSONWriter) {
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
struct ExportedPattern: Decodable {
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
    name = try values.nonEmpty(.name)
    spec = try values.nonEmpty(.spec)
  }
}

/// A setting in an export file.
struct ExportedSetting: Decodable {
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
    key = try values.nonEmpty(.key)
    value = try values.decode(String.self, forKey: .value)
    if key == SQLiteSessionStore.SettingKey.dayStartsAt, DayBoundary(parsing: value) == nil {
      throw DecodingError.dataCorruptedError(
        forKey: .value, in: values, debugDescription: "expected a time from 00:00 to 23:59")
    }
  }
}
