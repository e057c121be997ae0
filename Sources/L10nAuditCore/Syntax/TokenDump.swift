/// `l10n-audit tokens FILE…`: string literals, regex literals and comments in the
/// token oracle's TSV shape (`PATH KIND START END EXTRA`, 1-based UTF-8 columns, END
/// exclusive), so the tokenizer can be diffed against the compiler's parser.
public enum TokenDump {
  public static func rows(_ file: SyntaxFile) -> [String] {
    var items: [(start: Int, row: String)] = []
    func position(_ offset: Int) -> String {
      let line = file.lines.line(of: offset)
      return "\(line):\(offset - file.lines.start(ofLine: line) + 1)"
    }
    for l in file.literals.indices {
      let r = file.range(ofLiteral: l)
      let extra = file.literals[l].hasInterpolation ? "interp" : "plain"
      items.append(
        (r.lowerBound, "\(file.path)\tstring\t\(position(r.lowerBound))\t\(position(r.upperBound))\t\(extra)")
      )
    }
    for t in file.tokens where t.kind == .regexLiteral {
      items.append(
        (Int(t.start), "\(file.path)\tregex\t\(position(Int(t.start)))\t\(position(Int(t.end)))\t-"))
    }
    for t in file.trivia where t.kind.isComment {
      items.append(
        (Int(t.start), "\(file.path)\tcomment\t\(position(Int(t.start)))\t\(position(Int(t.end)))\t-"))
    }
    items.sort { $0.start < $1.start }
    return items.map(\.row)
  }
}
