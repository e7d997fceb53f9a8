import GtkGlue

/// Where a page's notices go: the application's `GNotification`s in the app; a test puts a
/// recorder here and reads what was sent and taken back.
@MainActor
protocol Notifier {
  func send(_ notice: Notice)
  func withdrawNotification(id: String)
}

extension Application: Notifier {}

/// The application actions a notice's buttons run, so they work with the window behind
/// others (`app.timer-stop`, `app.timer-restart`).
enum NoticeAction {
  static let timerStop = "timer-stop"
  static let timerRestart = "timer-restart"

  /// Adds the timer's actions to `application`; `window` is the app's window once made.
  @MainActor
  static func add(to application: Application, window: @escaping @MainActor () -> MainWindow?) {
    application.addAction(timerStop) { window()?.timer.stopFromNotice() }
    application.addAction(timerRestart) { window()?.timer.restartFromNotice() }
  }
}
