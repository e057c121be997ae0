// libFuzzer entry point over the tokenizer alone (fast: millions of runs in minutes).
// Built and run by `Scripts/fuzz.sh tokenizer`; not a SwiftPM target.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let broken = PipelineInvariants.tokenizerViolations(bytes)
  if !broken.isEmpty { fatalError(broken.joined(separator: "; ")) }
  return 0
}
