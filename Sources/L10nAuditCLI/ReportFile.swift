import Foundation

/// A report written to a file piece by piece, replacing the file only when complete.
final class ReportFile {
  let path: String
  let temporary: String
  let handle: FileHandle
  var failed = false

  init?(_ path: String) {
    self.path = path
    let dir = (path as NSString).deletingLastPathComponent
    temporary = (dir.isEmpty ? "." : dir) + "/.\((path as NSString).lastPathComponent).\(getpid()).tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: nil),
      let h = FileHandle(forWritingAtPath: temporary)
    else { return nil }
    handle = h
  }

  func write(_ text: String) {
    guard !failed else { return }
    do {
      try handle.write(contentsOf: Data(text.utf8))
    } catch {
      failed = true
    }
  }

  /// Closes the file and moves it into place; false when anything failed.
  func close() -> Bool {
    try? handle.close()
    if failed || rename(temporary, path) != 0 {
      unlink(temporary)
      return false
    }
    return true
  }
}
