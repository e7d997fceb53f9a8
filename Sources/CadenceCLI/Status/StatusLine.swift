import Cadence
import CadencePractice
import CadenceStore
import TerminalUI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One running practice as `cadence status` shows it at one wall-clock instant: every
/// field of a ``StatusTemplate``, computed from the stored clock alone.
///
/// Times follow the practice's screen: the remaining time is `ceil` and stays `00:00` for
/// the first second past the end, then counts overtime as `+00:01` (``Countdown``'s
/// readout); the elapsed time is whole seconds. Both use the run's fixed format (`MM:SS`,
/// or `H:MM:SS` when the planned length is an hour or more).
struct StatusLine {
  let practice: RunningPractice
  let now: Date
  let words: any Catalogue
  /// ASCII icons for a locale that is not UTF-8, where a symbol would become `?`.
  var charset = Charset.unicode

  /// The text of `field`.
  func value(_ field: StatusTemplate.Field) -> String {
    switch field {
    case .kind: words.practiceName(kind: practice.kind)
    case .label: (practice.label ?? "").printable
    case .remaining: remaining ?? ""
    case .elapsed: elapsed
    case .time: remaining ?? elapsed
    case .phase: phase
    case .segment: segment
    case .paused: practice.isPaused ? words.pausedWord : ""
    case .icon: icon
    }
  }

  /// The line `template` makes.
  func text(_ template: StatusTemplate) -> String {
    template.render(value)
  }

  private var shownElapsed: Duration { practice.elapsed(at: now) }

  private var format: DurationFormat {
    DurationFormat(forRunOf: practice.planned ?? shownElapsed)
  }

  private var remaining: String? {
    guard let planned = practice.planned, planned > .zero else { return nil }
    switch Countdown(total: planned).readout(at: shownElapsed) {
    case .remaining(let seconds): return format.string(seconds: seconds)
    case .overtime(let seconds): return "+" + format.string(seconds: seconds)
    }
  }

  private var elapsed: String {
    format.string(seconds: shownElapsed.wholeSecondsRoundedDown)
  }

  private var phase: String {
    switch practice.phase {
    case nil: ""
    case "getReady": words.getReady
    case "settling": words.statusSettlingIn
    case let code?: BreathingPhase.Kind(rawValue: code).map(words.phase) ?? ""
    }
  }

  private var segment: String {
    practice.segment.flatMap(PomodoroSegment.Kind.init(rawValue:)).map(words.segmentName) ?? ""
  }

  /// The running practice's registry entry, found by the name it was written under (its
  /// command); `nil` for one a newer Cadence wrote.
  private var descriptor: PracticeDescriptor? {
    PracticeRegistry.current.practice(named: practice.kind)
  }

  private var icon: String {
    let ascii = charset == .ascii
    if practice.isPaused { return ascii ? "||" : "⏸" }
    guard let icon = descriptor?.icon(practice.segment) else { return ascii ? "*" : "•" }
    return ascii ? icon.ascii : icon.symbol
  }

  /// The class names a waybar style can match: `cadence`, the kind as its command names it
  /// (`breathe`), then as history and {kind} name it where that differs (`breathing`,
  /// `meditate` then `meditation`: added in 0.3, the command's class kept so older styles
  /// still match), `paused`, and the pomodoro segment (`focus`, `shortBreak`, `longBreak`).
  /// A pomodoro's history kind, `focus`, is not added: it is the focus segment's class.
  var classes: [String] {
    // A stored name that is also a segment's class (a pomodoro's `focus`) is left to the
    // segment: a style matching it must mean the segment.
    let historyKind = (descriptor?.names.dropFirst() ?? []).filter {
      PomodoroSegment.Kind(rawValue: $0) == nil
    }
    return ["cadence", practice.kind] + historyKind + (practice.isPaused ? ["paused"] : [])
      + (practice.segment.map { [$0] } ?? [])
  }
}
