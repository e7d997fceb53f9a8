/// `LocalDay`, `Timestamp` and `DayBoundary` moved to the system floor (the words for dates
/// need no SQLite); every file that imports the store still sees them, as before the move.
@_exported import struct CadenceSystem.DayBoundary
@_exported import struct CadenceSystem.LocalDay
@_exported import struct CadenceSystem.Timestamp
