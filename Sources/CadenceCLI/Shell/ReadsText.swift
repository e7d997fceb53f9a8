import CadencePractice

/// An app with a text field (the note question, the home screen's timer field): while it
/// runs, the host turns on bracketed paste, so pasted text arrives whole as
/// ``TerminalUI/KeyEvent/paste(_:)`` (a line break in it is not Enter, a `q` in it is not
/// a command) and is turned off again on every way out.
///
/// Other apps leave the terminal's paste mode alone: a paste is typed keys to them.
protocol ReadsText: TerminalApp {}
