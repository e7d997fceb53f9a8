import Testing

@testable import CadenceCLI

/// Issue 24, item 7: a value the user typed is echoed as typed (`--bell-every 2m` said
/// `Invalid value '02:00'`), and `--warm-up 0` is no warm-up, as `breathe --count-in 0` is no
/// count-in (it was refused as a zero duration).
@Suite struct MeditateValueEchoTests {
  func run(_ arguments: [String]) -> (status: Int32, error: String) {
    let (context, _, errors) = CommandContext.testing()
    let status = CadenceCommandLine.run(["meditate"] + arguments, in: context)
    return (status, errors.lines.first ?? "")
  }

  @Test(arguments: [
    (["1m", "--bell-every", "2m"], "Error: Invalid value '2m' for '--bell-every <interval>'"),
    (["1m", "--bell-every", "60s"], "Error: Invalid value '60s' for '--bell-every <interval>'"),
    (["20m", "--bells", "5m,3m"], "Error: Invalid value '3m' for '--bells <times>'"),
    (["20m", "--bells", "5m,25m"], "Error: Invalid value '25m' for '--bells <times>'"),
    (["20m", "--bells", "5m,20m"], "Error: Invalid value '20m' for '--bells <times>'"),
  ])
  func theValueIsEchoedAsTyped(arguments: [String], prefix: String) {
    let (status, error) = run(arguments)
    #expect(status == 64)
    #expect(error.hasPrefix(prefix), "\(error)")
  }

  @Test func aWarmUpOfZeroIsNoWarmUp() throws {
    var lexer = ArgumentLexer(["1m", "--warm-up", "0"])
    let command = try MeditateCommand(parsing: &lexer)
    #expect(command.sitting.warmUp == .zero)
    var seconds = ArgumentLexer(["1m", "--warm-up", "0s"])
    #expect(try MeditateCommand(parsing: &seconds).sitting.warmUp == .zero)
  }

  @Test func aNegativeWarmUpIsStillRefused() {
    let (status, error) = run(["1m", "--warm-up", "-5s"])
    #expect(status == 64)
    #expect(error.hasPrefix("Error: Invalid value '-5s' for '--warm-up <duration>'"), "\(error)")
  }
}
