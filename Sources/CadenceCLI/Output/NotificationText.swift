import CadencePractice

/// What a desktop or terminal notification says: what ended, as a ``Notice`` (sanitised
/// when made) in the words of a catalogue (``NoticeWords``).
enum NotificationText: Hashable, Sendable {
  /// A timer reached zero; `title` is its `--label`.
  case timerEnded(title: String?)
  /// A pomodoro segment ran out; `segment` and `next` are their titles (`Focus 1 of 4`,
  /// `Short break`).
  case segmentEnded(segment: String, next: String)
  /// A breathing session breathed its last cycle; `title` names its pattern.
  case breathingEnded(title: String)
  /// A sitting's end bell rang.
  case sittingEnded

  /// The notice to post, in `words`.
  func notice(in words: any Catalogue) -> Notice {
    switch self {
    case .timerEnded(let title):
      Notice(title: words.noticeTitle(.timer), body: words.timerEndedNotice(title: title))
    case .segmentEnded(let segment, let next):
      Notice(
        title: words.noticeTitle(.pomodoro),
        body: words.segmentEndedNotice(segment: segment, next: next))
    case .breathingEnded(let title):
      Notice(title: words.noticeTitle(.breathe), body: words.breathingEndedNotice(title: title))
    case .sittingEnded:
      Notice(title: words.noticeTitle(.meditate), body: words.sittingEndedNotice)
    }
  }
}
