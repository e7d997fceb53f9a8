import Cadence
import CadencePractice
import CadenceStore
import Testing

/// How a named pattern resolves, for every front end: `4-4-4-4` is recorded as `box` in
/// the terminal and on the desktop alike (the desktop recorded it as "4-4-4-4" before).
@Suite struct PatternLookupTests {
  let saved = [
    CustomPattern(name: "Calm", spec: "4-6"), CustomPattern(name: "broken", spec: "4-x"),
  ]

  func name(_ text: String) -> String? {
    guard case .found(let name, _) = PatternLookup(text, saved: saved) else { return nil }
    return name
  }

  @Test func aBuiltInsSpecIdAliasOrTranslatedNameIsTheBuiltIn() {
    #expect(name("4-4-4-4") == "box")
    #expect(name("in 4 hold 4 out 4 hold 4") == "box")
    #expect(name("box") == "box")
    #expect(name("盒式呼吸") == "box")
  }

  @Test func aSavedPatternByNameInAnyCaseThenASpecAsWritten() {
    #expect(name("calm") == "Calm")
    #expect(name("3-5") == "3-5")
  }

  @Test func whatCannotBeFoundSaysWhy() {
    guard case .damagedSaved(let name, _) = PatternLookup("broken", saved: saved) else {
      Issue.record("a damaged saved pattern")
      return
    }
    #expect(name == "broken")
    guard case .invalidSpec = PatternLookup("4-x-4", saved: saved) else {
      Issue.record("a spec that is none")
      return
    }
    guard case .unknownName(let known) = PatternLookup("nosuch", saved: saved) else {
      Issue.record("a word that names nothing")
      return
    }
    #expect(known.contains("box") && known.contains("Calm"))
  }
}
