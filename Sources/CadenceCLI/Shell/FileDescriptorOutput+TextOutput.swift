import CadencePractice
import TerminalUI

/// Standard output and error are TerminalUI's ``FileDescriptorOutput``; a closed pipe shows
/// as its `isClosed`.
extension FileDescriptorOutput: TextOutput {}

/// TerminalUI's type under the name the CLI has always used, so files that make the real
/// streams (``ProcessEntry``) need not import TerminalUI for it.
