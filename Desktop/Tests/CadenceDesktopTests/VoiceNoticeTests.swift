import CadenceSound
import CadenceWords
import XCTest

@testable import CadenceDesktop

/// The voice asked for (`sound.cues voice`) where eSpeak NG is missing: the tones play, and
/// the window says so once, in a toast, as the terminal gives one notice. Before, the
/// desktop fell back to the tones and said nothing.
final class VoiceNoticeTests: XCTestCase {
  func testTheVoiceMissingIsToldOnceAndTheTonesPlay() throws {
    try MainActor.assumeIsolated {
      try PauseAndStopTests.requireDisplay()
      let words = EnglishCatalogue()
      let store = try XCTUnwrap(DesktopStore.open(dataDirectory: DesktopProcess.dataDirectory()))
      let main = MainWindow(application: nil, store: store, reduceMotion: false, words: words)
      defer { main.window.destroy() }
      main.speechAvailable = { false }
      var choice = SoundChoice(isOn: true)
      choice.plan.set = .voice
      main.soundChoice = choice
      let first = try XCTUnwrap(main.breathe.lifecycle.makeSound())
      XCTAssertEqual(first.plan.set, .tones)
      XCTAssertEqual(main.toastsShown, [words.noVoice])
      _ = main.timer.lifecycle.makeSound()
      XCTAssertEqual(main.toastsShown, [words.noVoice], "told once")
      // With eSpeak NG the voice is made, and nothing is said.
      let spoken = MainWindow(application: nil, store: store, reduceMotion: false, words: words)
      defer { spoken.window.destroy() }
      spoken.speechAvailable = { true }
      spoken.soundChoice = choice
      XCTAssertEqual(spoken.breathe.lifecycle.makeSound()?.plan.set, .voice)
      XCTAssertEqual(spoken.toastsShown, [])
    }
  }
}
