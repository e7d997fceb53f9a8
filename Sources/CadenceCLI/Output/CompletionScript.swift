import Cadence
import CadencePractice
import CadenceWords

/// The completion scripts for bash, zsh and fish, made from the commands' tables.
///
/// Each script walks the words before the cursor the way the parser does (an option that
/// takes a value takes the next word; `--` ends the options) to learn the command, its
/// subcommand word and how many arguments follow, then offers: command names, the
/// form's options, subcommand words, or what the argument or option value is — a file,
/// fixed words, pattern names (built-in, plus the saved ones from `cadence completions
/// --list patterns`, run with the same `--data-dir`), program ids, setting keys, or the
/// values the setting named just before takes (``Settings/all``).
enum CompletionScript {
  /// The script for `shell`; the descriptions zsh and fish show are in the language of
  /// `words`.
  static func script(
    for shell: CompletionsCommand.Shell, commands: [CommandSpec],
    words: any Catalogue = EnglishCatalogue()
  ) -> String {
    switch shell {
    case .bash: bash(commands)
    case .zsh: zsh(commands, words: words)
    case .fish: fish(commands, words: words)
    }
  }

  /// The languages `--lang` takes.
  static var languages: [String] { Language.allCases.map(\.rawValue) }

  /// The built-in pattern ids, `resonance` and `retention`, offered without asking the store.
  static var builtInPatterns: [String] {
    BreathingPreset.builtIns.map(\.id) + [ResonancePace.keyword, RetentionApp.name]
  }
  /// The program ids.
  static var programs: [String] { BreathingProgram.builtIns.map(\.id) }

  /// One way a command line goes on after the command name: without a subcommand word
  /// (for a command with words: before one is typed), or after one.
  struct Form {
    let command: CommandSpec
    let subcommand: SubcommandSpec?
    /// The options offered in this form.
    let options: [OptionSpec]
    /// The arguments, by position after the command (or its subcommand word).
    let arguments: [ArgumentSpec]

    /// `program start`, or `program` for the form without a word.
    var key: String { command.name + " " + (subcommand?.name ?? "") }
  }

  static func forms(of command: CommandSpec) -> [Form] {
    let own = Form(
      command: command, subcommand: nil,
      // Before a word is typed, any option may come: `program --plain start calm-7`.
      options: command.visibleOptions,
      arguments: command.hasOwnForm ? command.arguments : [])
    return [own]
      + command.subcommands.map { subcommand in
        Form(
          command: command, subcommand: subcommand,
          options: subcommand.options.filter { !$0.isHidden }, arguments: subcommand.arguments)
      }
  }

  /// How the bash and zsh scripts name a completion kind.
  static func kindWord(_ kind: CompletionKind) -> String {
    switch kind {
    case .none: "none"
    case .file: "file"
    case .words(let words): (["words"] + words).joined(separator: " ")
    case .patterns: "patterns"
    case .savedPatterns: "saved-patterns"
    case .programs: "programs"
    case .settingKeys: (["words"] + Settings.all.map(\.key)).joined(separator: " ")
    case .settingValue: "setting-value"
    }
  }

  /// `'text'` for bash and zsh.
  static func shellQuoted(_ text: String) -> String {
    "'" + text.replacing("'", with: #"'\''"#) + "'"
  }

  /// `'text'` for fish.
  static func fishQuoted(_ text: String) -> String {
    "'" + text.replacing(#"\"#, with: #"\\"#).replacing("'", with: #"\'"#) + "'"
  }

  /// The first line of a help text, for a one-line description.
  static func firstLine(_ help: String) -> String {
    String(help.split(separator: "\n").first ?? "")
  }

  /// What the shell shows beside `--option` of `command`, in the language of `words`.
  static func describe(
    _ option: OptionSpec, of command: CommandSpec, in words: any HelpWords
  ) -> String {
    firstLine(words.help(HelpTopic(command.name, .option(option.name)), english: option.help))
  }

  /// What the shell shows beside the subcommand word `subcommand` of `command`.
  static func describe(
    _ subcommand: SubcommandSpec, of command: CommandSpec, in words: any HelpWords
  ) -> String {
    firstLine(
      words.help(HelpTopic(command.name, .subcommand(subcommand.name)), english: subcommand.help))
  }

  /// What the shell shows beside `command`'s name.
  static func describe(_ command: CommandSpec, in words: any HelpWords) -> String {
    words.help(HelpTopic(command.name, .abstract), english: command.abstract)
  }

  // MARK: bash and zsh

  /// The `case` arms shared by the bash and zsh scripts: which options take a value and
  /// how to complete it, and what each argument position is.
  static func optionValueArms(_ commands: [CommandSpec]) -> String {
    var arms = ""
    for command in commands {
      var byKind: [(kind: String, names: [String])] = []
      for option in command.visibleOptions where option.takesValue {
        let kind = kindWord(option.completion)
        let names = ([option.longName] + [option.shortName].compactMap { $0 }).map {
          shellQuoted(command.name + " " + $0)
        }
        if let index = byKind.firstIndex(where: { $0.kind == kind }) {
          byKind[index].names += names
        } else {
          byKind.append((kind, names))
        }
      }
      for (kind, names) in byKind {
        arms += "    \(names.joined(separator: "|"))) kind=\(shellQuoted(kind)) ;;\n"
      }
    }
    return arms
  }

  static func argumentArms(_ commands: [CommandSpec]) -> String {
    var arms = ""
    for command in commands {
      for form in forms(of: command) {
        for (position, argument) in form.arguments.enumerated() where argument.completion != .none {
          arms +=
            "    \(shellQuoted(form.key + " \(position)"))) kind=\(shellQuoted(kindWord(argument.completion))) ;;\n"
        }
      }
    }
    return arms
  }

  /// The subcommand words of each command; `described` in the language of those words for
  /// zsh, `nil` for bash.
  static func subcommandArms(_ commands: [CommandSpec], described: (any HelpWords)?) -> String {
    var arms = ""
    for command in commands where !command.subcommands.isEmpty {
      let words = command.subcommands.map { subcommand in
        shellQuoted(
          described.map { subcommand.name + ":" + describe(subcommand, of: command, in: $0) }
            ?? subcommand.name)
      }
      arms += "    \(shellQuoted(command.name))) offer=(\(words.joined(separator: " "))) ;;\n"
    }
    return arms
  }

  /// The options of each form; `described` in the language of those words for zsh, `nil`
  /// for bash.
  static func optionArms(_ commands: [CommandSpec], described: (any HelpWords)?) -> String {
    var arms = ""
    for command in commands {
      for form in forms(of: command) where !form.options.isEmpty {
        let names = form.options.map { option in
          shellQuoted(
            described.map { option.longName + ":" + describe(option, of: command, in: $0) }
              ?? option.longName)
        }
        arms += "    \(shellQuoted(form.key))) offer=(\(names.joined(separator: " "))) ;;\n"
      }
    }
    return arms
  }

  /// The two shell functions bash and zsh share word for word: what an option's value and
  /// an argument are, from the tables.
  static func classifiers(_ commands: [CommandSpec]) -> String {
    """
    # Succeeds when option $2 of command $1 takes a value, and sets kind to what it is.
    _cadence_option() {
      case "$1 $2" in
        *' --data-dir') kind=directory ;;
        *' --lang') kind=\(shellQuoted(kindWord(.words(languages)))) ;;
    \(optionValueArms(commands))    *) return 1 ;;
      esac
    }

    # Sets kind to what argument $3 of command $1 (subcommand word $2) is.
    _cadence_argument() {
      kind=none
      case "$1 $2 $3" in
    \(argumentArms(commands))  esac
    }

    # Sets kind to what a value of the setting $1 is.
    _cadence_setting() {
      case $1 in
    \(settingArms())    *) kind=none ;;
      esac
    }

    """
  }

  /// The `case` arms of `_cadence_setting`: the settings whose values a shell can offer.
  static func settingArms() -> String {
    Settings.all.filter { $0.completion != .none }.map {
      "    \(shellQuoted($0.key))) kind=\(shellQuoted(kindWord($0.completion.shellCompletion))) ;;\n"
    }.joined()
  }

  static func bash(_ commands: [CommandSpec]) -> String {
    let names = (commands.map(\.name) + ["help"]).map(shellQuoted).joined(separator: " ")
    return """
      # cadence completions for bash; generated by 'cadence completions bash'.

      # The user's saved pattern names, from the data directory the command line names.
      _cadence_saved_patterns() {
        local i directory=()
        for ((i = 1; i < COMP_CWORD; i++)); do
          case ${COMP_WORDS[i]} in
            --data-dir)
              if [[ ${COMP_WORDS[i + 1]} == = ]]; then
                directory=(--data-dir "${COMP_WORDS[i + 2]}")
              else
                directory=(--data-dir "${COMP_WORDS[i + 1]}")
              fi
              ;;
          esac
        done
        "${COMP_WORDS[0]}" "${directory[@]}" completions --list patterns 2>/dev/null
      }

      \(classifiers(commands))
      # Sets offer to the subcommand words of command $1; fails if it has none.
      _cadence_subcommands() {
        case $1 in
      \(subcommandArms(commands, described: nil))    *) return 1 ;;
        esac
      }

      # Sets offer to the options of command $1 with subcommand word $2.
      _cadence_options() {
        offer=()
        case "$1 $2" in
          ' ') offer=(--version) ;;
      \(optionArms(commands, described: nil))  esac
        offer+=(--help --data-dir --lang)
      }

      # Adds to offer the words of kind $1.
      _cadence_values() {
        local name more
        case $1 in
          patterns | saved-patterns)
            if [[ $1 == patterns ]]; then
              offer+=(\(builtInPatterns.map(shellQuoted).joined(separator: " ")))
            fi
            while IFS= read -r name; do offer+=("$name"); done < <(_cadence_saved_patterns)
            ;;
          programs) offer+=(\(programs.map(shellQuoted).joined(separator: " "))) ;;
          words\\ *)
            read -ra more <<<"${1#words }"
            offer+=("${more[@]}")
            ;;
        esac
      }

      _cadence() {
        local current=${COMP_WORDS[COMP_CWORD]} command="" subcommand="" word="" value_of=""
        local kind="" i next position=0 only_values=0 last=""
        local -a offer=()
        COMPREPLY=()
        # After --name= the word under the cursor is the equals sign; the value is empty.
        if [[ $current == = ]]; then current=""; fi
        for ((i = 1; i < COMP_CWORD; i++)); do
          word=${COMP_WORDS[i]}
          if ((!only_values)) && [[ $word == -[!0-9.]* ]]; then
            if [[ $word == -- ]]; then
              only_values=1
            elif _cadence_option "$command" "$word"; then
              # The value's index: bash splits --name=value into three words.
              next=$((i + 1))
              if [[ ${COMP_WORDS[next]} == = ]]; then next=$((i + 2)); fi
              if ((next >= COMP_CWORD)); then
                value_of=$word
                break
              fi
              i=$next
            fi
            continue
          fi
          if [[ -z $command ]]; then
            command=$word
          elif [[ -z $subcommand && $position == 0 ]] && _cadence_subcommands "$command" &&
            [[ " ${offer[*]} " == *" $word "* ]]; then
            subcommand=$word
          else
            position=$((position + 1))
            last=$word
          fi
        done
        offer=()
        if [[ -n $value_of ]]; then
          _cadence_option "$command" "$value_of"
        elif ((!only_values)) && [[ $current == -* ]]; then
          _cadence_options "$command" "$subcommand"
          kind=offer
        elif [[ -z $command ]]; then
          offer=(\(names))
          kind=offer
        elif [[ $command == help ]]; then
          if ((position == 0)); then offer=(\(commands.map { shellQuoted($0.name) }.joined(separator: " "))); fi
          kind=offer
        elif [[ -z $subcommand && $position == 0 ]] && _cadence_subcommands "$command"; then
          kind=offer
        else
          _cadence_argument "$command" "$subcommand" "$position"
          if [[ $kind == setting-value ]]; then _cadence_setting "$last"; fi
        fi
        case $kind in
          file | directory)
            compopt -o filenames 2>/dev/null
            if [[ $kind == file ]]; then kind=-f; else kind=-d; fi
            while IFS= read -r word; do COMPREPLY+=("$word"); done < <(compgen "$kind" -- "$current")
            return
            ;;
          offer | none) ;;
          *) _cadence_values "$kind" ;;
        esac
        for word in "${offer[@]}"; do
          if [[ $word == "$current"* ]]; then COMPREPLY+=("$word"); fi
        done
      }
      complete -F _cadence cadence

      """
  }

  static func zsh(_ commands: [CommandSpec], words: any HelpWords) -> String {
    let names =
      (commands.map { shellQuoted($0.name + ":" + describe($0, in: words)) }
      + [shellQuoted("help:" + words.helpCommandDescription)]).joined(separator: " ")
    return """
      #compdef cadence
      # cadence completions for zsh; generated by 'cadence completions zsh'.

      # The user's saved pattern names, from the data directory the command line names.
      _cadence_saved_patterns() {
        local i
        local -a directory
        for ((i = 2; i < CURRENT; i++)); do
          case $words[i] in
            --data-dir) directory=(--data-dir "${(Q)words[i + 1]}") ;;
            --data-dir=*) directory=("${(Q)words[i]}") ;;
          esac
        done
        "${(Q)words[1]}" "${directory[@]}" completions --list patterns 2>/dev/null
      }

      \(classifiers(commands))
      # Sets offer to the subcommand words of command $1, described; fails if it has none.
      _cadence_subcommands() {
        case $1 in
      \(subcommandArms(commands, described: words))    *) return 1 ;;
        esac
      }

      # Sets offer to the options of command $1 with subcommand word $2, described.
      _cadence_options() {
        offer=()
        case "$1 $2" in
          ' ') offer=(\(shellQuoted("--version:" + words.versionHelp))) ;;
      \(optionArms(commands, described: words))  esac
        offer+=(\(shellQuoted("--help:" + words.helpOptionHelp)) \(shellQuoted("--data-dir:" + words.dataDirectoryDescription)) \(shellQuoted("--lang:" + words.languageDescription)))
      }

      # Adds to offer the words of kind $1.
      _cadence_values() {
        case $1 in
          patterns | saved-patterns)
            if [[ $1 == patterns ]]; then
              offer+=(\(builtInPatterns.map(shellQuoted).joined(separator: " ")))
            fi
            offer+=(${(f)"$(_cadence_saved_patterns)"})
            ;;
          programs) offer+=(\(programs.map(shellQuoted).joined(separator: " "))) ;;
          words\\ *) offer+=(${=${1#words }}) ;;
        esac
      }

      _cadence() {
        local current=$words[CURRENT] command="" subcommand="" word="" value_of="" kind="" last=""
        local -i i position=0 only_values=0
        local -a offer
        for ((i = 2; i < CURRENT; i++)); do
          word=$words[i]
          if ((!only_values)) && [[ $word == -[^0-9.]* ]]; then
            if [[ $word == -- ]]; then
              only_values=1
            elif [[ $word != *=* ]] && _cadence_option "$command" "$word"; then
              if ((i + 1 == CURRENT)); then
                value_of=$word
                break
              fi
              i=$((i + 1))
            fi
            continue
          fi
          if [[ -z $command ]]; then
            command=$word
          elif [[ -z $subcommand && $position == 0 ]] && _cadence_subcommands "$command" &&
            ((${offer[(I)$word:*]})); then
            subcommand=$word
          else
            position=$((position + 1))
            last=$word
          fi
        done
        offer=()
        # --name=value: complete the value after the equals sign.
        if [[ -z $value_of && $current == --*=* ]] && ((!only_values)) &&
          _cadence_option "$command" "${current%%=*}"; then
          value_of=${current%%=*}
          compset -P '*='
        fi
        if [[ -n $value_of ]]; then
          _cadence_option "$command" "$value_of"
        elif ((!only_values)) && [[ $current == -* ]]; then
          _cadence_options "$command" "$subcommand"
          _describe -t options option offer
          return
        elif [[ -z $command ]]; then
          offer=(\(names))
          _describe -t commands command offer
          return
        elif [[ $command == help ]]; then
          if ((position == 0)); then
            offer=(\(commands.map { shellQuoted($0.name) }.joined(separator: " ")))
            compadd -- "${offer[@]}"
          fi
          return
        elif [[ -z $subcommand && $position == 0 ]] && _cadence_subcommands "$command"; then
          _describe -t subcommands subcommand offer
          return
        else
          _cadence_argument "$command" "$subcommand" "$position"
          if [[ $kind == setting-value ]]; then _cadence_setting "$last"; fi
        fi
        case $kind in
          file) _files ;;
          directory) _files -/ ;;
          none) ;;
          *)
            _cadence_values "$kind"
            compadd -- "${offer[@]}"
            ;;
        esac
      }

      if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
        _cadence "$@"
      elif ((${+functions[compdef]})); then
        compdef _cadence cadence
      fi

      """
  }

  // MARK: fish

  static func fish(_ commands: [CommandSpec], words: any HelpWords) -> String {
    var takesValue: [String] = []
    var subcommandArms = ""
    for command in commands {
      for option in command.visibleOptions where option.takesValue {
        takesValue += ([option.longName] + [option.shortName].compactMap { $0 }).map {
          fishQuoted(command.name + " " + $0)
        }
      }
      if !command.subcommands.isEmpty {
        subcommandArms +=
          "        case \(fishQuoted(command.name))\n"
          + "            printf '%s\\n' \(command.subcommands.map { fishQuoted($0.name) }.joined(separator: " "))\n"
      }
    }
    var lines = """
      # cadence completions for fish; generated by 'cadence completions fish'.

      # Whether option $argv[2] of command $argv[1] takes a value.
      function __cadence_takes_value
          switch "$argv[1] $argv[2]"
              case '* --data-dir' '* --lang' \(takesValue.joined(separator: " "))
                  return 0
          end
          return 1
      end

      # The subcommand words of command $argv[1], one a line.
      function __cadence_subcommands
          switch $argv[1]
      \(subcommandArms)    end
      end

      # Succeeds when the words before the cursor are the command $argv[1] (none given: no
      # command yet), its subcommand word $argv[2] ('' for none yet) and $argv[3] arguments.
      function __cadence_at
          set -l tokens (commandline -opc)
          set -l command ''
          set -l subcommand ''
          set -l position 0
          set -l only_values 0
          set -l skip 0
          for token in $tokens[2..-1]
              if test $skip = 1
                  set skip 0
                  continue
              end
              if test $only_values = 0; and string match -qr -- '^-[^0-9.]' $token
                  if test "x$token" = x--
                      set only_values 1
                  else if __cadence_takes_value "$command" $token
                      set skip 1
                  end
                  continue
              end
              if test -z "$command"
                  set command $token
              else if test -z "$subcommand" -a $position = 0; and contains -- $token (__cadence_subcommands $command)
                  set subcommand $token
              else
                  set position (math $position + 1)
              end
          end
          if test (count $argv) -eq 0
              test -z "$command"
              return
          end
          test "$command" = "$argv[1]"; or return 1
          if test (count $argv) -ge 2
              test "$subcommand" = "$argv[2]"; or return 1
          end
          if test (count $argv) -ge 3
              test $position = $argv[3]; or return 1
          end
          return 0
      end

      # The user's saved pattern names, from the data directory the command line names.
      function __cadence_saved_patterns
          set -l tokens (commandline -opc)
          set -l directory
          for i in (seq 2 (count $tokens))
              switch $tokens[$i]
                  case --data-dir
                      set directory --data-dir $tokens[(math $i + 1)]
                  case '--data-dir=*'
                      set directory $tokens[$i]
              end
          end
          command -q -- $tokens[1]; or return 0
          command $tokens[1] $directory completions --list patterns 2>/dev/null
      end

      # Succeeds when the word before the cursor is $argv[1] (a setting's key).
      function __cadence_previous
          set -l tokens (commandline -opc)
          test "x$tokens[-1]" = "x$argv[1]"
      end

      # Pattern names: the built-in ones and the saved ones.
      function __cadence_patterns
          printf '%s\\n' \(builtInPatterns.map(fishQuoted).joined(separator: " "))
          __cadence_saved_patterns
      end

      complete -c cadence -f
      complete -c cadence -s h -l help -d \(fishQuoted(words.helpOptionHelp))
      complete -c cadence -l data-dir -x -a '(__fish_complete_directories (commandline -ct))' -d \(fishQuoted(words.dataDirectoryDescription))
      complete -c cadence -l lang -x -a \(fishQuoted(languages.joined(separator: " "))) -d \(fishQuoted(words.languageDescription))
      complete -c cadence -n __cadence_at -l version -d \(fishQuoted(words.versionHelp))
      complete -c cadence -n __cadence_at -a help -d \(fishQuoted(words.helpCommandDescription))
      complete -c cadence -n \(fishQuoted("__cadence_at help \"\" 0")) -a \(fishQuoted(commands.map(\.name).joined(separator: " ")))

      """
    for command in commands {
      lines +=
        "complete -c cadence -n __cadence_at -a \(fishQuoted(command.name)) -d \(fishQuoted(describe(command, in: words)))\n"
      for form in forms(of: command) {
        let at = fishQuoted(
          "__cadence_at \(command.name)"
            + (command.subcommands.isEmpty ? "" : " \"\(form.subcommand?.name ?? "")\""))
        for option in form.options {
          let short = option.short.map { " -s \($0)" } ?? ""
          lines +=
            "complete -c cadence -n \(at)\(short) -l \(option.name)\(fishValue(option.completion, takesValue: option.takesValue)) -d \(fishQuoted(describe(option, of: command, in: words)))\n"
        }
        if form.subcommand == nil {
          for subcommand in command.subcommands {
            let atWord = fishQuoted("__cadence_at \(command.name) \"\" 0")
            lines +=
              "complete -c cadence -n \(atWord) -a \(fishQuoted(subcommand.name)) -d \(fishQuoted(describe(subcommand, of: command, in: words)))\n"
          }
        }
        for (position, argument) in form.arguments.enumerated() where argument.completion != .none {
          let atPosition = fishQuoted(
            "__cadence_at \(command.name) \"\(form.subcommand?.name ?? "")\" \(position)")
          lines +=
            "complete -c cadence -n \(atPosition)\(fishValue(argument.completion, takesValue: nil))\n"
          if argument.completion == .settingValue {
            lines += fishSettingValues(
              at: "__cadence_at \(command.name) \"\(form.subcommand?.name ?? "")\" \(position)")
          }
        }
      }
    }
    return lines
  }

  /// The flags of a fish `complete` line for a value of `kind`; `takesValue` is nil for an
  /// argument (no `-r`), false for a flag (nothing).
  static func fishValue(_ kind: CompletionKind, takesValue: Bool?) -> String {
    if takesValue == false { return "" }
    let requires = takesValue == true ? " -r" : ""
    switch kind {
    case .none: return takesValue == true ? " -x" : ""
    case .file: return requires + " -F"
    case .words(let words): return requires + " -f -a " + fishQuoted(words.joined(separator: " "))
    case .patterns: return requires + " -f -a '(__cadence_patterns)'"
    case .savedPatterns: return requires + " -f -a '(__cadence_saved_patterns)'"
    case .programs: return requires + " -f -a " + fishQuoted(programs.joined(separator: " "))
    case .settingKeys:
      return requires + " -f -a " + fishQuoted(Settings.all.map(\.key).joined(separator: " "))
    // What a setting's value is depends on the key before it: see fishSettingValues(at:).
    case .settingValue: return requires + " -f"
    }
  }

  /// A fish `complete` line for each setting whose values can be offered, when `condition`
  /// (the value's position) holds and the word before is the setting's key.
  static func fishSettingValues(at condition: String) -> String {
    Settings.all.filter { $0.completion != .none }.map { setting in
      let when = fishQuoted(condition + "; and __cadence_previous " + setting.key)
      return
        "complete -c cadence -n \(when)\(fishValue(setting.completion.shellCompletion, takesValue: nil))\n"
    }.joined()
  }
}
