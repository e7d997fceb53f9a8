/// The words of the desktop and terminal notifications, in one place as
/// ``RuntimeMessage``'s are: what ended, as a ``Notice`` (sanitised when made).
enum NotificationText: Hashable, Sendable {
  /// A timer reached zero; `title` is its `--title`.
  case timerEnded(title: String?)
  /// A pomodoro segment ran out; `segment` and `next` are their titles (`Focus 1 of 4`,
  /// `Short break`).
  case segmentEnded(segment: String, next: String)
  /// A breathing session breathed its last cycle; `title` names its pattern.
  case breathingEnded(title: String)
  /// A sitting's end bell rang.
  case sittingEnded

  /// The notice to post.
  var notice: Notice {
    switch self {
    case .timerEnded(let title):
      Notice(title: "Cadence timer", body: (title.map { $0 + ": " } ?? "") + "time is up.")
    case .segmentEnded(let segment, let next):
      Notice(title: "Cadence pomodoro", body: "\(segment) is over. Next: \(next.lowercased()).")
    case .breathingEnded(let title):
      Notice(title: "Cadence breathe", body: "\(title): every cycle breathed.")
    case .sittingEnded:
      Notice(title: "Cadence meditate", body: "The sitting is over.")
    }
  }
}
