import CGtk
import GtkGlue

/// What the clock pages (timer, pomodoro, meditate) are built of, once: the setup column
/// with its title and Start button, the running column with the ring and the buttons, and
/// the one timeout a page sleeps on.
@MainActor
enum PageParts {
  /// A centred column: the page's title, `fields`, the suggested Start button and `status`.
  static func setup(title: String, fields: [any Widget], start: Button, status: Label) -> Box {
    let box = Box(vertical: true, spacing: Spacing.regular)
    box.setMargins(Spacing.loose)
    box.setAlign(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
    let heading = Label(title)
    heading.addCSSClass("title-1")
    box.append(heading)
    for field in fields { box.append(AnyWidget(field.pointer)) }
    start.addCSSClass("suggested-action")
    start.addCSSClass("pill")
    box.append(start)
    box.append(status)
    return box
  }

  /// A setup field's name, at the start of its row: as wide as its words, wrapped only in a
  /// narrower room. A wrapped label asks for its longest word alone, and a box gives it
  /// that: at 360 px 轮数 stood a character a line beside its spin, and 静坐时长 on two.
  static func fieldCaption(_ name: String) -> Label {
    let caption = Label(name)
    caption.setWrap(true)
    caption.preferUnwrapped()
    caption.setExpand(horizontal: true)
    caption.setAlign(horizontal: GTK_ALIGN_START)
    caption.setXAlign(0)
    return caption
  }

  /// A row of `buttons`, centred, all as wide as the widest: a label that changes (Pause,
  /// Resume) moves nothing. In a narrow window it wraps onto more lines (down to one
  /// button a line at 360 px) rather than widening the window.
  static func buttonRow(_ buttons: [Button]) -> FlowBox {
    let row = FlowBox(spacing: Spacing.tight)
    row.setAlign(horizontal: GTK_ALIGN_CENTER)
    for button in buttons { row.append(button) }
    return row
  }

  /// The Pause / Resume button of a practice page.
  static func pauseButton(_ words: any DesktopWords) -> Button {
    Button(labels: [words.pause, words.resume])
  }

  /// Shows Pause or Resume on `button` (made by ``pauseButton(_:)``).
  static func show(paused: Bool, on button: Button, _ words: any DesktopWords) {
    button.showLabel(paused ? 1 : 0, text: paused ? words.resume : words.pause)
  }

  /// `duration` in whole microseconds, rounded up (a timeout a microsecond early would show
  /// the old second), and never more than `limit` (a second unless said): the timeouts run
  /// on CLOCK_MONOTONIC, so after a system sleep a page on the continuous clock catches up
  /// at the next wake.
  nonisolated static func wait(_ duration: Duration, limit: Int? = 1_000_000) -> Int {
    let (seconds, attoseconds) = duration.components
    let microseconds =
      Int(seconds) * 1_000_000 + Int((attoseconds + 999_999_999_999) / 1_000_000_000_000)
    return min(max(0, microseconds), limit ?? .max)
  }
}

/// A page's practice time since the page was made, on the clock its practice keeps time
/// on, as `cadence` picks it: the continuous clock (CLOCK_BOOTTIME on Linux) for practices
/// that keep real time through system sleep (a timer, a sitting), the suspending one
/// (CLOCK_MONOTONIC) for those that stop with the machine (a pomodoro, breathing).
struct PageClock {
  /// Which clock.
  enum Kind {
    /// Counts through system sleep.
    case continuous
    /// Stops while the machine sleeps.
    case suspending
  }

  private let kind: Kind
  private let continuous = ContinuousClock.now
  private let suspending = SuspendingClock.now

  init(_ kind: Kind = .continuous) { self.kind = kind }

  /// The practice's time now.
  func now() -> Duration {
    switch kind {
    case .continuous: continuous.duration(to: .now)
    case .suspending: suspending.duration(to: .now)
    }
  }
}

/// The one timeout a page sleeps on: armed again at each wake, cancelled when the page
/// stops, so no page ever has two.
@MainActor
struct PageWake {
  private var timeout: Timeout?

  /// Runs `action` once, `duration` from now (at most a second: ``PageParts/wait(_:)``),
  /// cancelling the one armed before.
  mutating func arm(in duration: Duration, _ action: @escaping @MainActor () -> Void) {
    cancel()
    timeout = Timeout(at: monotonicMicroseconds() + PageParts.wait(duration), action)
  }

  /// Cancels the armed timeout, if any.
  mutating func cancel() {
    timeout?.cancel()
    timeout = nil
  }
}

/// What keeps the screen from blanking during a breathing session: the application
/// (`gtk_application_inhibit`), or a test's recorder.
@MainActor
protocol IdleInhibitor {
  /// Inhibits idle for `reason`; a cookie for ``uninhibit(_:)`` (0 if the session refused).
  func inhibitIdle(reason: String) -> UInt32
  func uninhibit(_ cookie: UInt32)
}

extension Application: IdleInhibitor {}
