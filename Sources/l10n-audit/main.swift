import CHeapTuning
import L10nAuditCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

heap_tuning_keep_freed_memory()
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
