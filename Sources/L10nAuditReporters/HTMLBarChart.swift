/// A horizontal bar chart as inline SVG: a row per bar, each bar a run of colored segments,
/// its label on the left and its figure on the right. It scales with the page and needs no
/// script; every bar has a tooltip.
struct HTMLBarChart {
  struct Bar {
    var label: String
    /// Lengths in the chart's unit, with the CSS class that colors each.
    var segments: [(value: Int, style: String)]
    /// The figure printed after the bar.
    var figure: String
    /// The tooltip.
    var tooltip: String
    /// Where the bar links (`#anchor`), if anywhere.
    var link: String? = nil
    /// Attributes the page's script reads to filter by this bar (`data-pick-folder="3"`).
    var pick: String? = nil
  }

  var title: String
  var bars: [Bar]
  /// The length of a full-width bar; at least the longest bar.
  var scale: Int
  /// How wide a full bar is drawn, leaving the rest of the row for its figure.
  var barWidth = HTMLBarChart.defaultBarWidth

  static let width = 720
  static let labelWidth = 250
  static let defaultBarWidth = 380
  static let rowHeight = 24

  /// The chart as a `<figure>`.
  func render(into out: inout [UInt8]) {
    let height = bars.count * Self.rowHeight + 4
    out.append("<figure class=\"chart\"><figcaption>")
    out.append(html: title)
    out.append("</figcaption><svg viewBox=\"0 0 \(Self.width) \(height)\" role=\"img\" aria-label=\"")
    out.append(html: title)
    out.append("\">")
    let unit = Double(barWidth) / Double(max(scale, 1))
    for (row, bar) in bars.enumerated() {
      let y = row * Self.rowHeight + 2
      if let link = bar.link {
        out.append("<a href=\"")
        out.append(html: link)
        out.append("\"")
        if let pick = bar.pick { out.append(" " + pick) }
        out.append(">")
      } else if let pick = bar.pick {
        out.append("<g class=\"pick\" " + pick + ">")
      } else {
        out.append("<g>")
      }
      out.append("<title>")
      out.append(html: bar.tooltip)
      out.append("</title><text class=\"label\" x=\"\(Self.labelWidth - 8)\" y=\"\(y + 16)\">")
      out.append(html: Self.shortened(bar.label, to: 34))
      out.append("</text>")
      var x = Double(Self.labelWidth)
      for segment in bar.segments where segment.value > 0 {
        // A segment is at least a pixel wide, so a small count still shows.
        let w = max(Double(segment.value) * unit, 1)
        out.append(
          "<rect class=\"\(segment.style)\" x=\"\(Self.decimal(x))\" y=\"\(y + 3)\" width=\"\(Self.decimal(w))\" height=\"\(Self.rowHeight - 6)\"/>"
        )
        x += w
      }
      out.append("<text class=\"figure\" x=\"\(Self.decimal(x + 6))\" y=\"\(y + 16)\">")
      out.append(html: bar.figure)
      out.append("</text>")
      out.append(bar.link != nil ? "</a>" : "</g>")
    }
    out.append("</svg></figure>\n")
  }

  /// `s` cut to `limit` characters, keeping its end (a path's file name, a rule's tail)
  /// behind an ellipsis.
  static func shortened(_ s: String, to limit: Int) -> String {
    let scalars = Array(s.unicodeScalars)
    guard scalars.count > limit else { return s }
    var out = String.UnicodeScalarView()
    out.append("…")
    out.append(contentsOf: scalars[(scalars.count - limit + 1)...])
    return String(out)
  }

  /// One decimal place, without a trailing `.0`: stable across platforms.
  static func decimal(_ v: Double) -> String {
    let tenths = Int((v * 10).rounded())
    return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
  }
}
