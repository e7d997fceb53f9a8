import Testing

@testable import CadenceCLI

/// Issue 24, item 33: `meditate 1m --bell-every 0.001s` rang a thousand bells a second. Bells
/// are at least ``MeditateCommand/closestBells`` seconds apart, as a pattern's phases have a
/// lower bound; the error echoes what was typed.
@Suite struct MeditateBellSpacingTests {
  func parse(_ arguments: [String]) -> UsageError? {
    var lexer = ArgumentLexer(arguments)
    do {
      _ = try MeditateCommand(parsing: &lexer)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: [
    ["1m", "--bell-every", "0.001s"], ["1m", "--bell-every", "4.999s"], ["1m", "--bells", "2s"],
    ["1m", "--bells", "10s,12s"], ["5m", "--bells", "1m,1m3s,2m"],
  ])
  func bellsTooCloseAreRefused(arguments: [String]) {
    let error = parse(arguments)
    #expect(
      error
        == .invalidValue(
          arguments[2],
          for: arguments[1] == "--bells" ? "--bells <times>" : "--bell-every <interval>",
          problem: .bellsTooClose(seconds: 5)))
  }

  @Test(arguments: [["1m", "--bell-every", "5s"], ["1m", "--bells", "5s,10s,50s"], ["20m"]])
  func bellsFarEnoughApartAreTaken(arguments: [String]) {
    #expect(parse(arguments) == nil)
  }
}
