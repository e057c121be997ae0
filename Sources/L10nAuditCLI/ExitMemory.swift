/// Memory the process leaves for the OS to take back at exit instead of freeing it piece by
/// piece. The findings of a large tree are tens of thousands of small allocations (each
/// finding's strings, made by the scan's threads); freeing them one by one just before
/// `exit` took several milliseconds, all on one thread after the parallel scan.
///
/// Only for a command that exits when it returns (`CommandLineTool.run(_:exitsAfter:)`):
/// a test that runs the command in-process frees as usual.
enum ExitMemory {
  final class Box<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
  }

  /// Keeps `value` (and all it holds) alive until the process ends.
  static func leave<Value>(_ value: Value) {
    _ = Unmanaged.passRetained(Box(value))
  }
}
