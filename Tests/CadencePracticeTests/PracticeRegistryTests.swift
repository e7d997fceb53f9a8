import Cadence
import CadencePractice
import CadenceWords
import Testing

/// The registry and the kinds the store imports are one set, and each entry is whole.
@Suite struct PracticeRegistryTests {
  @Test func theStandardRegistryDescribesExactlyTheBuiltInKinds() {
    let registered = PracticeRegistry.standard.practices.map(\.kind)
    #expect(Set(registered) == Set(PracticeKind.builtIn))
    #expect(registered.count == PracticeKind.builtIn.count)
  }

  @Test func eachPracticeIsFoundByEachOfItsNamesInAnyLetterCase() {
    let registry = PracticeRegistry.standard
    for practice in registry.practices {
      for name in practice.names {
        #expect(registry.practice(named: name)?.kind == practice.kind, "\(name)")
        #expect(registry.practice(named: name.uppercased())?.kind == practice.kind, "\(name)")
      }
      #expect(practice.settings.last?.key == practice.command + ".on-end")
      #expect(!practice.title.english.isEmpty && !practice.title.chinese.isEmpty)
    }
    #expect(registry.practice(named: "yoga") == nil)
    #expect(registry.suggestion(for: "medtiate") == "meditate")
    #expect(
      registry.names == [
        "timer", "stopwatch", "pomodoro", "breathe", "meditate", "focus", "breathing", "meditation",
      ])
  }
}
