import CGtk
import Cadence
import CadenceStore
import CadenceWords
import Foundation
import GtkGlue

/// The history page, from the same store as `cadence history` and `cadence stats`: today's
/// minutes, the current streak, minutes per day for the last two weeks as bars, and the
/// latest sessions. With none yet, a status page says where they come from.
@MainActor
final class HistoryPage {
  let root = Box(vertical: true, spacing: 0)
  /// The figures, the chart and the list, shown once there is a session (or a problem).
  private let content = Box(vertical: true, spacing: Spacing.regular)
  /// What the page shows while the store holds no session.
  let empty: StatusPage
  private let today = Label("")
  private let streak = Label("")
  let chart: DrawingArea
  /// The chart's first and last days, under its ends.
  private let firstDay = Label("")
  private let lastDay = Label("")
  /// The latest sessions as a list, a row each (what and how long on its first line, when
  /// and how it ended under it, so a row fits a 360 px window: four columns side by side
  /// made the window 408 px at least), each row named as a whole for a screen reader.
  let sessions = ListBox()
  /// The durations, one width, so their digits line up.
  private let durations = SizeGroup()
  private let noSessions = Label("")
  private let store: DesktopStore?
  private let words: any DesktopWords
  private var minutesPerDay: [Double] = []

  /// Days in the chart.
  static let chartDays = 14

  /// Why there is no store (it could not be opened), shown in place of the sessions.
  private let storeProblem: (any Error)?

  init(store: DesktopStore?, words: any DesktopWords, storeProblem: (any Error)? = nil) {
    self.store = store
    self.storeProblem = storeProblem
    self.words = words
    chart = DrawingArea(picture: words.chartName)
    empty = StatusPage(
      icon: "x-office-calendar-symbolic", title: words.noSessionsTitle,
      description: words.noSessions)
    empty.setExpand(horizontal: true, vertical: true)
    root.append(empty)
    root.append(content)
    content.setMargins(Spacing.loose)
    let root = content
    let figures = Box(vertical: false, spacing: Spacing.loose)
    figures.setAlign(horizontal: GTK_ALIGN_CENTER)
    for (label, caption) in [(today, words.minutesToday), (streak, words.daysInARow)] {
      let column = Box(vertical: true, spacing: Spacing.tight)
      label.addCSSClass("big-number")
      column.append(label)
      let text = Label(caption)
      text.addCSSClass("dim-label")
      column.append(text)
      figures.append(column)
    }
    root.append(figures)
    chart.setSizeRequest(width: 300, height: 140)
    chart.onDraw { [unowned self] painter, width, height in self.drawChart(painter, width, height) }
    root.append(chart)
    let days = Box(vertical: false, spacing: Spacing.regular)
    for (label, align) in [(firstDay, Float(0)), (lastDay, Float(1))] {
      label.addCSSClass("detail")
      label.setXAlign(align)
      label.setExpand(horizontal: true)
      days.append(label)
    }
    root.append(days)
    let heading = Label(words.latestSessions)
    heading.addCSSClass("heading")
    heading.setXAlign(0)
    root.append(heading)
    noSessions.addCSSClass("detail")
    noSessions.setXAlign(0)
    noSessions.setWrap(true)
    root.append(noSessions)
    sessions.addCSSClass("boxed-list")
    root.append(sessions)
    reload()
  }

  /// Reads the store again (after a session ends, or when the page is shown); `merging`:
  /// first reads what other devices wrote (not when the sync watcher has just merged).
  func reload(merging: Bool = true) {
    guard let store = store?.store else {
      noSessions.setWrappedText(
        storeProblem.map(words.storeUnavailable(because:)) ?? words.storeUnavailable)
      showEmpty(false)
      return
    }
    // What other devices wrote to the sync folder since (`cadence sync`), if it is on: a
    // folder that fails is the terminal's to tell; the page shows what the store has.
    if merging { _ = try? store.syncNow() }
    let day: LocalDay
    let stats: PracticeStats
    let latest: [SessionRecord]
    do {
      day = try store.practiceDay(of: Date())
      stats = try store.stats(
        StatsQuery(range: day.advanced(by: 1 - Self.chartDays)...day, today: day))
      latest = try store.sessions(SessionQuery(limit: 8))
    } catch {
      // Nothing to show, and why, as `cadence history` says it.
      noSessions.setWrappedText(words.historyNotRead(error))
      noSessions.setVisible(true)
      showEmpty(false)
      sessions.removeAll()
      sessions.setVisible(false)
      return
    }
    let byDay = Dictionary(stats.days.map { ($0.day, $0.minutes) }, uniquingKeysWith: +)
    let first = day.advanced(by: 1 - Self.chartDays)
    minutesPerDay = (first...day).map { byDay[$0] ?? 0 }
    firstDay.text = words.monthDay(first)
    lastDay.text = words.monthDay(day)
    // As `cadence` says it: a practice under a minute is "<1", not 0 beside its bar.
    let todayMinutes = byDay[day] ?? 0
    today.text =
      todayMinutes > 0 && todayMinutes < 1 ? "<1" : String(Int(todayMinutes.rounded(.down)))
    streak.text = String(stats.currentStreak)
    noSessions.setWrappedText("")
    noSessions.setVisible(false)
    showEmpty(latest.isEmpty)
    sessions.removeAll()
    sessions.setVisible(!latest.isEmpty)
    for record in latest {
      let cells = Self.cells(record, words: words)
      sessions.append(Self.row(cells, durations: durations), name: cells.joined(separator: ", "))
    }
    chart.setAccessibleDescription(
      words.chartDescription(
        first: firstDay.text, last: lastDay.text,
        minutes: minutesPerDay.map { Int($0.rounded()) }))
    chart.queueDraw()
  }

  /// Whether the status page stands in for the figures and the list.
  private func showEmpty(_ isEmpty: Bool) {
    empty.setVisible(isEmpty)
    content.setVisible(!isEmpty)
  }

  /// Whether the page shows that there is no session yet.
  var showsEmpty: Bool { empty.isVisible }

  /// A session's row from its `cells` (when, what, how long, how it ended).
  private static func row(_ cells: [String], durations: SizeGroup) -> Box {
    let row = Box(vertical: true, spacing: 2)
    row.setMargins(Spacing.tight)
    let top = Box(vertical: false, spacing: Spacing.regular)
    let name = Label(cells[1])
    name.setWrap(true)
    name.setXAlign(0)
    name.setExpand(horizontal: true)
    top.append(name)
    let duration = Label(cells[2])
    duration.addCSSClass("detail")
    duration.setXAlign(1)
    durations.add(duration)
    top.append(duration)
    row.append(top)
    let detail = Label(cells[0] + " · " + cells[3])
    detail.addCSSClass("detail")
    detail.setWrap(true)
    detail.setXAlign(0)
    row.append(detail)
    return row
  }

  /// A session's row: when it started, what it was, how long it ran, how it ended.
  static func cells(_ record: SessionRecord, words: any DesktopWords) -> [String] {
    let seconds = Int(record.activeMilliseconds / 1000)
    var name =
      words.sessionText(name: record.name, kind: record.kind)
      + (record.label.map { " · " + $0 } ?? "")
    // A retention session's holds, as `cadence history` shows them; the mood check's two
    // answers.
    if !record.holds.isEmpty { name += " · " + words.holdsText(record.holds.map(HoldText.tenths)) }
    if record.moodBefore != nil || record.moodAfter != nil {
      name += " · " + words.moodText(before: record.moodBefore, after: record.moodAfter)
    }
    return [
      words.tableDateTime(record.startedAt), name.printableForDesktop,
      "\(pad(seconds / 60)):\(pad(seconds % 60))", words.sessionStatus(record.status),
    ]
  }

  private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

  private func drawChart(_ painter: Painter, _ width: Int, _ height: Int) {
    guard !minutesPerDay.isEmpty else { return }
    let most = max(minutesPerDay.max() ?? 0, 1)
    let slot = Double(width) / Double(minutesPerDay.count)
    let gap = Double(Spacing.tight) / 2
    for (index, minutes) in minutesPerDay.enumerated() {
      let barHeight = max(2, (Double(height) - 2) * minutes / most)
      minutes > 0 ? Theme.paintAccent(painter) : Theme.paintRing(painter)
      painter.rectangle(
        x: Double(index) * slot + gap, y: Double(height) - barHeight, width: slot - 2 * gap,
        height: barHeight)
      painter.fill()
    }
  }
}

extension String {
  /// Text stored by another program shown on one line: control characters as spaces.
  var printableForDesktop: String {
    String(unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) })
  }
}
