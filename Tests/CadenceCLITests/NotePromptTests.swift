import CadenceWords
import TerminalUI
import TerminalUITesting
import Testing

@testable import CadenceCLI

/// The note question as a person sees it: its writes played on a headless terminal, so
/// every test compares the screen with the text the answer would store.
@Suite struct NotePromptTests {
  static let prompt = "Note: "

  /// A question on a headless screen: keys go in, writes come out onto the screen.
  struct Session {
    var app: NotePrompt
    var screen: HeadlessScreen
    var ending: Ending?

    init(columns: Int = 40, prompt: String = NotePromptTests.prompt) {
      app = NotePrompt(prompt: prompt)
      screen = HeadlessScreen(size: Size(columns: columns, rows: 4))
      send(.resize(screen.size))
    }

    mutating func send(_ event: TerminalEvent) {
      let result = app.update(event, at: .zero)
      for case .write(let text) in result.effects { screen.apply(Array(text.utf8)) }
      if let ending = result.ending { self.ending = ending }
    }

    /// Keys decoded from the bytes a terminal sends, as the kernel delivers them.
    mutating func type(_ bytes: [UInt8]) {
      var decoder = InputDecoder()
      for key in decoder.feed(bytes) + decoder.flushPendingEscape() { send(.key(key)) }
    }

    mutating func type(_ text: String) { type(Array(text.utf8)) }

    /// The first row without trailing blanks.
    var line: String {
      String(screen.lines[0].reversed().drop { $0 == " " }.reversed())
    }
  }

  static let left: [UInt8] = [0x1B, 0x5B, 0x44]
  static let right: [UInt8] = [0x1B, 0x5B, 0x43]
  static let home: [UInt8] = [0x1B, 0x5B, 0x48]
  static let end: [UInt8] = [0x1B, 0x5B, 0x46]
  static let delete: [UInt8] = [0x1B, 0x5B, 0x33, 0x7E]
  static let backspace: [UInt8] = [0x7F]

  @Test func leftMovesTheCursorAndTheScreenIsWhatIsSaved() {
    // The keys: abcd, Backspace, Left, X.
    var session = Session()
    session.type("abcd")
    session.type(Self.backspace + Self.left + Array("X".utf8))
    #expect(session.line == "Note: abXc")
    #expect(session.screen.cursorColumn == 9)
    session.type("\r")
    #expect(session.app.reply == .text("abXc"))
    #expect(session.ending == .completed)
  }

  @Test func wideCharactersAndEmojiAreErasedByTheirWidth() {
    var session = Session()
    session.type("ab😌世")
    #expect(session.screen.cursorColumn == 6 + 6)
    session.type(Self.backspace + Self.backspace + Array("c".utf8))
    #expect(session.line == "Note: abc")
    #expect(session.screen.cursorColumn == 9)
    session.type("\r")
    #expect(session.app.reply == .text("abc"))
  }

  @Test func editingKeysMoveAndDeleteByGrapheme() {
    var session = Session()
    session.type("one two 世界")
    session.type(Self.home + Self.delete)  // Home, Delete: "ne two 世界"
    session.type([0x05])  // Ctrl-E
    session.type(Self.left + Self.backspace)  // "ne two 界"
    #expect(session.line == "Note: ne two 界")
    #expect(session.screen.cursorColumn == 6 + 7)
    session.type([0x17])  // Ctrl-W: "ne 界"
    #expect(session.line == "Note: ne 界")
    session.type([0x01] + Self.right + Array("o".utf8))  // Ctrl-A, Right, o
    #expect(session.line == "Note: noe 界")
    session.type(Self.end + [0x15])  // End, Ctrl-U: nothing left
    #expect(session.line == "Note:")
    #expect(session.screen.cursorColumn == 6)
    session.type("\r")
    #expect(session.app.reply == .skipped)
  }

  @Test func escapeSequencesAndControlsNeverBecomeText() {
    var session = Session()
    session.type("a")
    // F5, Ctrl-Up, an OSC colour reply, an unknown CSI, Alt-x, a bidi override, a tab.
    session.type([0x1B, 0x5B, 0x31, 0x35, 0x7E])
    session.type([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x41])
    session.type(Array("\u{1B}]11;rgb:0000/0000/0000\u{07}".utf8))
    session.type([0x1B, 0x5B, 0x39, 0x39, 0x7A])
    session.type([0x1B, 0x78])
    session.type("b\u{202E}c\td")
    #expect(session.line == "Note: abcd")
    #expect(session.ending == nil)
    session.type("\r")
    #expect(session.app.reply == .text("abcd"))
  }

  @Test func aPasteIsTextEvenWithNewlines() {
    var session = Session()
    session.type("x ")
    session.type(Array("\u{1B}[200~calm\r\nand slow\u{1B}[201~".utf8))
    #expect(session.ending == nil)
    #expect(session.line == "Note: x calm and slow")
    session.type("\r")
    #expect(session.app.reply == .text("x calm and slow"))
  }

  @Test func aLongLineScrollsSoTheCursorStaysInView() {
    var session = Session(columns: 20)
    let text = "abcdefghijklmnopqrstuvwxyz"
    session.type(text)
    // Every column is the screen's, never past its edge, never wrapped onto the next row.
    #expect(session.screen.lines[1].allSatisfy { $0 == " " })
    #expect(session.line.hasPrefix("Note: "))
    #expect(text.hasSuffix(session.line.dropFirst(6)))
    #expect(session.screen.cursorColumn == 6 + session.line.dropFirst(6).count)
    session.type(Self.home)
    #expect(session.line.hasPrefix("Note: abcdef"))
    #expect(session.screen.cursorColumn == 6)
    session.type("\r")
    #expect(session.app.reply == .text(text))
  }

  @Test func aPromptWiderThanTheTerminalAsksOnTheNextLine() {
    var session = Session(columns: 10)
    session.type("hello")
    #expect(session.screen.lines[0] == "Note:     ")
    #expect(session.screen.lines[1].hasPrefix("hello"))
    #expect(session.screen.cursorRow == 1)
    #expect(session.screen.cursorColumn == 5)
  }

  /// The Chinese question is measured in columns (29 of them; Enter is 回车 in Chinese): beside the answer at 80
  /// columns, above it at 40, and a long Chinese answer scrolls by whole characters.
  @Test(arguments: [80, 40])
  func theChineseQuestionIsMeasuredInColumns(columns: Int) {
    let prompt = ChineseCatalogue().notePrompt
    #expect(DisplayWidth.of(prompt) == 29)
    var session = Session(columns: columns, prompt: prompt)
    let answer = "呼气变长以后，肩膀放松了很多，心也静下来了，想早点睡"
    session.type(answer)
    let below = columns < 29 + 1 + NotePrompt.minimumFieldWidth
    #expect(session.screen.lines[0].hasPrefix("现在感觉如何？（按回车跳过）"))
    let row = below ? 1 : 0
    let field = session.screen.lines[row].dropFirst(below ? 0 : prompt.count)
    // Scrolled by half the field; half of a wide character cut at the left is a blank.
    let shown = String(field.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    #expect(!shown.isEmpty && answer.hasSuffix(shown), "\(session.screen.lines)")
    #expect(brokenWideCells(in: session.screen.buffer).isEmpty)
    #expect(session.screen.lines[row + 1].allSatisfy { $0 == " " })
    session.type("\r")
    #expect(session.app.reply == .text(answer))
  }

  @Test func escapeCtrlCAndCtrlDOnAnEmptyLine() {
    var escaped = Session()
    escaped.type("abc")
    escaped.send(.key(.escape))
    #expect(escaped.app.reply == .discarded)
    var interrupted = Session()
    interrupted.type([0x03])
    #expect(interrupted.app.reply == .interrupted(signal: 2))
    #expect(interrupted.ending == .signal(2))
    var ended = Session()
    ended.type([0x04])
    #expect(ended.app.reply == .skipped)
    // With text, Ctrl-D deletes forward as in a shell.
    var deleting = Session()
    deleting.type("ab")
    deleting.type(Self.left + [0x04])
    #expect(deleting.line == "Note: a")
    #expect(deleting.ending == nil)
  }

  @Test func afterASuspendTheLineIsDrawnAgain() {
    var session = Session()
    session.type("abc" + "\u{1B}[D")
    session.send(.suspended)
    session.screen.apply(Array("\r\n[1]+ Stopped\r\ncadence\r\n".utf8))
    session.send(.resumed)
    #expect(session.screen.lines[3].hasPrefix("Note: abc"))
    #expect(session.screen.cursorRow == 3)
    #expect(session.screen.cursorColumn == 8)
  }

  /// What the system host asks of an app it runs.
  func readsText<App: TerminalApp>(_ app: App) -> Bool { app is any ReadsText }

  /// An app without a text field.
  struct Keys: TerminalApp {
    mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult { .continue }
    func nextDeadline(after now: Duration) -> Duration? { nil }
  }

  @Test func appsWithATextFieldAskForBracketedPaste() {
    #expect(readsText(NotePrompt(prompt: "x")))
    #expect(readsText(HomeApp(summary: HomeSummary(lastPattern: "box"), words: EnglishCatalogue())))
    #expect(!readsText(Keys()))
  }
}
