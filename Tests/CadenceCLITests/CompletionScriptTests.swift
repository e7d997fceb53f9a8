import CadencePractice
import CadenceStore
import CadenceTestSupport
import CadenceWords
import Foundation
import Testing

@testable import CadenceCLI

/// The completion scripts, run in the real shells: bash always (it is everywhere the tests
/// run), zsh and fish when they are installed — otherwise the test reads the script's text.
@Suite struct CompletionScriptTests {
  static let programWords = ["list", "start", "continue", "status", "reset"]
  static let patternWords = ["list", "add", "remove"]
  static let journalWords = ["add", "edit", "remove"]

  // MARK: bash

  @Test func bashOffersSubcommandWordsPatternNamesProgramIdsAndFiles() throws {
    let shell = try #require(ShellRunner.find("bash"), "bash is needed to test its completion")
    let completer = ShellCompleter(shell: .bash, runner: shell)
    try Self.checkWordsAndNames(completer)
    try Self.checkFilesAndSavedPatterns(completer)
    try Self.checkEveryFormOffersItsOptions(completer)
    try Self.checkSettings(completer)
  }

  // MARK: zsh

  @Test func zshOffersSubcommandWordsPatternNamesProgramIdsAndFiles() throws {
    guard let shell = ShellRunner.find("zsh") else {
      let script = CompletionScript.script(for: .zsh, commands: Self.specs)
      for (command, words) in [
        ("program", Self.programWords), ("pattern", Self.patternWords),
        ("journal", Self.journalWords),
      ] {
        let arm = try #require(
          script.split(separator: "\n").first { $0.hasPrefix("    '\(command)') offer=(") })
        for word in words { #expect(arm.contains("'\(word):")) }
      }
      #expect(script.contains("offer+=(" + Self.quotedPatterns + ")"))
      #expect(script.contains("completions --list patterns"))
      #expect(script.contains("'program start 0') kind='programs'"))
      #expect(script.contains("'pattern remove 0') kind='saved-patterns'"))
      #expect(script.contains("file) _files ;;"))
      return
    }
    let completer = ShellCompleter(shell: .zsh, runner: shell)
    try Self.checkWordsAndNames(completer)
    try Self.checkFilesAndSavedPatterns(completer)
    try Self.checkEveryFormOffersItsOptions(completer)
    try Self.checkSettings(completer)
  }

  // MARK: fish

  @Test func fishOffersSubcommandWordsPatternNamesProgramIdsAndFiles() throws {
    guard let shell = ShellRunner.find("fish") else {
      let script = CompletionScript.script(for: .fish, commands: Self.specs)
      for (command, words) in [
        ("program", Self.programWords), ("pattern", Self.patternWords),
        ("journal", Self.journalWords),
      ] {
        for word in words {
          #expect(script.contains("-n '__cadence_at \(command) \"\" 0' -a '\(word)' -d "))
        }
      }
      #expect(script.contains("printf '%s\\n' " + Self.quotedPatterns + "\n"))
      #expect(script.contains("-n '__cadence_at breathe \"\" 0' -f -a '(__cadence_patterns)'"))
      #expect(
        script.contains("-n '__cadence_at pattern \"remove\" 0' -f -a '(__cadence_saved_patterns)'")
      )
      #expect(script.contains("-n '__cadence_at program \"start\" 0' -f -a 'calm-7 sleep focus'"))
      #expect(script.contains("-n '__cadence_at import \"\" 0' -F"))
      return
    }
    let completer = ShellCompleter(shell: .fish, runner: shell)
    try Self.checkWordsAndNames(completer)
    try Self.checkFilesAndSavedPatterns(completer)
    try Self.checkEveryFormOffersItsOptions(completer)
    try Self.checkSettings(completer)
  }

  // MARK: descriptions

  /// What zsh and fish show beside a word is in the language the script is made in; bash
  /// shows none, so its script is the same in every language.
  @Test func descriptionsAreInTheScriptsLanguage() {
    let chinese = ChineseCatalogue()
    let zsh = CompletionScript.script(for: .zsh, commands: Self.specs, words: chinese)
    #expect(zsh.contains("'timer:从一段时长倒计时，或倒计时到某个时刻。'"))
    #expect(zsh.contains("'--quiet:时间到时不响铃、不闪屏。'"))
    #expect(zsh.contains("'start:练习第 1 节。"))
    #expect(zsh.contains("'--lang:消息的语言：en 或 zh-Hans。'"))
    #expect(zsh.contains("'help:显示一个命令的帮助。'"))
    let fish = CompletionScript.script(for: .fish, commands: Self.specs, words: chinese)
    #expect(fish.contains("-a 'timer' -d '从一段时长倒计时，或倒计时到某个时刻。'"))
    #expect(fish.contains("-l quiet -d '时间到时不响铃、不闪屏。'"))
    #expect(
      fish.contains("complete -c cadence -l lang -x -a 'en zh-Hans' -d '消息的语言：en 或 zh-Hans。'"))
    for script in [zsh, fish] {
      #expect(!script.contains("Show help"))
      #expect(!script.contains("Count down from a duration"))
    }
    let english = CompletionScript.script(for: .zsh, commands: Self.specs)
    #expect(english.contains("'timer:Count down from a duration, or until a time of day.'"))
    #expect(english.contains("'--lang:The language of messages: en or zh-Hans.'"))
    #expect(
      CompletionScript.script(for: .bash, commands: Self.specs, words: chinese)
        == CompletionScript.script(for: .bash, commands: Self.specs))
  }

  /// `cadence completions` makes the script in the context's language.
  @Test func theCommandMakesTheScriptInTheLocalesLanguage() {
    let directory = TemporaryDataDirectory()
    let (context, output, _) = CommandContext.testing(
      dataDirectory: directory.path, environment: ["LANG": "zh_CN.UTF-8"])
    #expect(CadenceCommandLine.run(["completions", "fish"], in: context) == 0)
    #expect(output.text.contains("-d '显示帮助。'"))
  }

  // MARK: what every shell must offer

  static var specs: [CommandSpec] { CadenceCommandLine.commands.map { $0.spec } }
  static var builtInPatterns: [String] { CompletionScript.builtInPatterns }
  static var quotedPatterns: String { builtInPatterns.map { "'\($0)'" }.joined(separator: " ") }

  static func checkWordsAndNames(_ completer: ShellCompleter) throws {
    let commands = Set(CadenceCommandLine.commands.map { $0.name } + ["help"])
    #expect(try completer.complete(["cadence", ""]) == commands)
    #expect(try completer.complete(["cadence", "program", ""]) == Set(programWords))
    #expect(try completer.complete(["cadence", "program", "--plain", ""]) == Set(programWords))
    #expect(try completer.complete(["cadence", "pattern", ""]) == Set(patternWords))
    #expect(try completer.complete(["cadence", "journal", ""]) == Set(journalWords))
    #expect(try completer.complete(["cadence", "history", ""]) == ["remove"])
    #expect(try completer.complete(["cadence", "breathe", ""]) == Set(builtInPatterns))
    #expect(
      try completer.complete(["cadence", "breathe", "--cycles", "3", ""]) == Set(builtInPatterns))
    #expect(try completer.complete(["cadence", "breathe", "--cycles", ""]) == [])
    #expect(
      try completer.complete(["cadence", "program", "start", ""]) == ["calm-7", "sleep", "focus"])
    #expect(
      try completer.complete(["cadence", "program", "continue", ""]) == [
        "calm-7", "sleep", "focus",
      ])
    #expect(try completer.complete(["cadence", "export", "--format", ""]) == ["json", "csv"])
    #expect(
      try completer.complete(["cadence", "history", "--kind", ""])
        == Set(PracticeRegistry.standard.practices.map(\.command)))
    #expect(try completer.complete(["cadence", "completions", ""]) == ["bash", "zsh", "fish"])
    #expect(try completer.complete(["cadence", "help", ""]) == commands.subtracting(["help"]))
    // --lang takes a language, anywhere, and is skipped with its value.
    let languages: Set<String> = ["en", "zh-Hans"]
    #expect(try completer.complete(["cadence", "--lang", ""]) == languages)
    #expect(try completer.complete(["cadence", "timer", "--lang", ""]) == languages)
    #expect(try completer.complete(["cadence", "--lang", "zh-Hans", ""]) == commands)
    #expect(
      try completer.complete(["cadence", "--lang", "en", "program", ""]) == Set(programWords))
  }

  /// File names for `-f`, `-o`, `--svg` and `import`; the user's saved patterns, read by
  /// the real binary from the `--data-dir` on the line.
  static func checkFilesAndSavedPatterns(_ completer: ShellCompleter) throws {
    let directory = TemporaryDirectory()
    TemporaryDirectory.write(Array("{}".utf8), to: directory.file("notes.json"))
    let partial = directory.file("no")
    let file: Set<String> =
      completer.shell == .zsh ? ["<files>"] : [directory.file("notes.json")]
    for words in [
      ["cadence", "import", partial], ["cadence", "export", "-o", partial],
      ["cadence", "export", "--output", partial], ["cadence", "stats", "--svg", partial],
      ["cadence", "type", "-f", partial], ["cadence", "type", "--file", partial],
    ] {
      #expect(try completer.complete(words) == file, "\(words)")
    }
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
    try store.addPattern(CustomPattern(name: "calm", spec: "4-6"))
    let binary = cadenceExecutable()
    #expect(
      try completer.complete([binary, "--data-dir", directory.path, "pattern", "remove", ""])
        == ["calm"])
    #expect(
      try completer.complete([binary, "--data-dir", directory.path, "breathe", ""])
        == Set(builtInPatterns + ["calm"]))
    // No store, no output, no error: only the built-in names.
    let empty = TemporaryDirectory()
    #expect(
      try completer.complete([binary, "--data-dir", empty.path, "breathe", ""])
        == Set(builtInPatterns))
    #expect(!TemporaryDirectory.exists(empty.file("cadence.sqlite3")))
  }

  /// `config` offers its words, the setting keys after `get`, `set` and `unset`, and after
  /// `set KEY` the values the key takes where they are few: on / off, pattern names.
  static func checkSettings(_ completer: ShellCompleter) throws {
    let keys = Set(Settings.all.map(\.key))
    #expect(try completer.complete(["cadence", "config", ""]) == ["list", "get", "set", "unset"])
    for word in ["get", "set", "unset"] {
      #expect(try completer.complete(["cadence", "config", word, ""]) == keys, "\(word)")
    }
    if completer.shell != .zsh {  // zsh's stand-ins print every offer, unfiltered
      #expect(
        try completer.complete(["cadence", "config", "set", "breathe.be"]) == ["breathe.bell"])
    }
    for key in ["breathe.bell", "timer.bell", "pomodoro.bell"] {
      #expect(try completer.complete(["cadence", "config", "set", key, ""]) == ["on", "off"])
    }
    #expect(
      try completer.complete(["cadence", "config", "set", "breathe.pattern", ""])
        == Set(builtInPatterns))
    #expect(try completer.complete(["cadence", "config", "set", "pomodoro.work", ""]) == [])
    #expect(try completer.complete(["cadence", "config", "get", "timer.bell", ""]) == [])
  }

  /// After each command (and each subcommand word), `--` offers exactly the table's
  /// options for that form, with `--help`, `--data-dir` and `--lang`.
  static func checkEveryFormOffersItsOptions(_ completer: ShellCompleter) throws {
    for command in specs {
      for form in CompletionScript.forms(of: command) {
        let words = ["cadence", command.name] + [form.subcommand?.name].compactMap { $0 } + ["--"]
        let expected = Set(form.options.map(\.longName) + ["--help", "--data-dir", "--lang"])
        var offered = try completer.complete(words)
        offered.remove("--")  // fish also offers the end of options
        #expect(offered == expected, "\(words)")
      }
    }
  }
}

/// Runs a completion script in a real shell and returns what it offers for the last word.
struct ShellCompleter {
  let shell: CompletionsCommand.Shell
  let runner: ShellRunner

  func complete(_ words: [String]) throws -> Set<String> {
    let script = TemporaryDirectory()
    let path = script.file("cadence.\(shell.rawValue)")
    TemporaryDirectory.write(
      Array(CompletionScript.script(for: shell, commands: CompletionScriptTests.specs).utf8),
      to: path)
    let output: String
    switch shell {
    case .bash:
      output = try runner.run(
        [
          "-c",
          #"source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); "#
            + #"_cadence; printf '%s\n' "${COMPREPLY[@]}""#,
          "bash", path,
        ] + words)
    case .zsh:
      // Outside a completion widget, the completion builtins are stood in for by
      // functions that print what they are given.
      output = try runner.run(
        [
          "-f", "-c",
          #"""
          source "$1"; shift
          compadd() { while (( $# )) && [[ $1 != -- ]]; do shift; done; shift; print -rl -- "$@"; }
          _describe() { local -a items; items=("${(@P)${@[-1]}}"); print -rl -- "${items[@]%%:*}"; }
          _files() { print -r -- '<files>'; }
          compset() { :; }
          words=("$@"); CURRENT=$#; _cadence
          """#,
          "zsh", path,
        ] + words)
    case .fish:
      let line = words.map { $0.isEmpty ? "" : $0 }.joined(separator: " ")
      output = try runner.run(
        ["--no-config", "-c", #"source $argv[1]; complete -C$argv[2]"#, path, line])
    }
    return Set(
      output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        .filter { !$0.isEmpty })
  }
}

/// A program found on the `PATH`, run with arguments to completion.
struct ShellRunner {
  let path: String

  static func find(_ name: String) -> ShellRunner? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let directories = path.split(separator: ":").map(String.init) + ["/bin", "/usr/bin"]
    for directory in directories {
      let path = directory + "/" + name
      if FileManager.default.isExecutableFile(atPath: path) { return ShellRunner(path: path) }
    }
    return nil
  }

  /// The program's standard output (its standard error is dropped), through
  /// ``ProgramOutput``: a signal landing while it runs must not end the read (stop 37).
  func run(_ arguments: [String]) throws -> String {
    try #require(
      ProgramOutput.run([path] + arguments, environment: ProcessInfo.processInfo.environment),
      "\(path) could not be started")
  }
}
