import CadenceDesktop

#if canImport(Glibc)
  import Glibc
#endif

exit(DesktopApp.run(arguments: Array(CommandLine.arguments.dropFirst())))
