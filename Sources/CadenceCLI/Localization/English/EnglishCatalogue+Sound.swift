import CadencePractice
import CadenceSound
import CadenceWords

extension EnglishCatalogue: SoundWords {
  func cueName(_ kind: CueKind) -> String {
    switch kind {
    case .inhale: "inhale (a tone rising)"
    case .exhale: "exhale (two tones falling)"
    case .hold: "hold (a quiet steady tone)"
    case .bowl: "bowl (a sitting's bell)"
    case .focusStart: "focus starts"
    case .breakStart: "break starts"
    case .endChime: "end chime"
    case .startChime: "start chime (three notes rising)"
    case .tick: "tick"
    case .strike: "strike (the strikes cue set)"
    case .spoken(let cue): "spoken: " + cue.language.words.spoken(cue.word)
    }
  }

  func soundTestServer(name: String, version: String, sink: String) -> String {
    "Playing on \(name) \(version), sink \(sink):\n"
  }

  var soundGettingReady: String { "Sound getting ready…" }

  func soundTestDone(_ count: Int) -> String { "Played \(count) cues.\n" }
}
