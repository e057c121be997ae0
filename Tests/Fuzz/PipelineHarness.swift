// libFuzzer entry point over the whole pipeline: tokenizer, structure, every rule.
// Built and run by `Scripts/fuzz.sh pipeline` (swiftc -sanitize=fuzzer,address); not a SwiftPM target.
// Any broken promise of PipelineInvariants, any trap, any memory error, and any input
// slower than libFuzzer's -timeout is a crash, saved for the regression tests.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let broken = PipelineInvariants.violations(bytes)
  if !broken.isEmpty { fatalError(broken.joined(separator: "; ")) }
  return 0
}
