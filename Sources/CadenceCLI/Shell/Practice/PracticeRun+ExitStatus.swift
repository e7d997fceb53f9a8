import CadencePractice

extension PracticeRun {
  /// The command's status: ``ExitStatus/of(_:saving:)``.
  var exitStatus: ExitStatus { ExitStatus.of(ending, saving: saving) }
}

extension ExitStatus {
  /// A practice command's status: its ending's (``Ending/exitStatus``), unless it ended
  /// well and the store did not take its sessions: then 75 when they are kept for the
  /// next `cadence` to save, 1 when they are not saved at all. A practice stopped or ended
  /// by a signal keeps its status, which already says it did not simply end well.
  static func of(_ ending: Ending, saving: SessionRecorder.Saving) -> ExitStatus {
    let status = ending.exitStatus
    guard status == .success else { return status }
    switch saving {
    case .saved: return status
    case .keptForLater: return .keptForLater
    case .notSaved: return .failure
    }
  }
}
