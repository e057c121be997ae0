extension SyntaxFile {
  /// Every token spelled exactly `word` (of any kind), in source order: the same tokens as
  /// `(0..<count).filter { isWord($0, word) }`, without visiting every token. A byte search
  /// finds each place the word's bytes occur (in code, comments or literals), and a binary
  /// search over the token starts keeps the places where a token of that length starts.
  /// A rule that looks for one name (`DateFormatter`, `dateFormat`) pays for its
  /// occurrences, not for the file.
  public func tokens(spelled word: StaticString) -> [Int] {
    var out: [Int] = []
    let length = word.utf8CodeUnitCount
    // The places come in order, so each search starts where the last one ended.
    var lo = 0
    tokens.withUnsafeBufferPointer { tokens in
      source.bytes.withUnsafeBufferPointer { bytes in
        ByteSearch.forEachOffset(of: word, in: bytes) { offset in
          var hi = tokens.count
          while lo < hi {
            let mid = (lo &+ hi) / 2
            if Int(tokens[mid].start) < offset { lo = mid + 1 } else { hi = mid }
          }
          // Token starts strictly increase (a pipeline invariant): one token at most.
          if lo < tokens.count && Int(tokens[lo].start) == offset
            && Int(tokens[lo].end) - offset == length
          {
            out.append(lo)
          }
          return true
        }
      }
    }
    work.add(out.count + 1)
    return out
  }
}

extension SyntaxFile {
  /// Identifiers whose name ends in `suffix` (or is it), in source order, found by a byte
  /// search for the suffix.
  func tokens(endingWith suffix: StaticString) -> [Int] {
    var out: [Int] = []
    let length = suffix.utf8CodeUnitCount
    var lo = 0
    tokens.withUnsafeBufferPointer { tokens in
      source.bytes.withUnsafeBufferPointer { bytes in
        ByteSearch.forEachOffset(of: suffix, in: bytes) { offset in
          let end = offset + length
          var hi = tokens.count
          while lo < hi {
            let mid = (lo &+ hi) / 2
            if Int(tokens[mid].end) < end { lo = mid + 1 } else { hi = mid }
          }
          if lo < tokens.count && Int(tokens[lo].end) == end && Int(tokens[lo].start) <= offset
            && tokens[lo].kind == .identifier
          {
            out.append(lo)
          }
          return true
        }
      }
    }
    work.add(out.count + 1)
    return out
  }
}
