// libFuzzer entry point over the catalog readers and rules: each input is read as a
// `.strings`, a `.stringsdict` and a String Catalog, with every catalog rule and the
// project pass. Built and run by `Scripts/fuzz.sh catalogs`; not a SwiftPM target.
// Any broken promise of PipelineInvariants.catalogViolations, any trap, any memory error,
// and any input slower than libFuzzer's -timeout is a crash, saved for the regression tests.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let broken = PipelineInvariants.catalogViolations(bytes)
  if !broken.isEmpty { fatalError(broken.joined(separator: "; ")) }
  return 0
}
