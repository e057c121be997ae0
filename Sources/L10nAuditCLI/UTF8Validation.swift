/// Whether `bytes` is well-formed UTF-8; on failure, the offset of the first bad byte.
func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
  bytes.withUnsafeBufferPointer { p -> Int? in
    let n = p.count
    var i = 0
    while i < n {
      // Eight ASCII bytes at a time.
      if i + 8 <= n {
        let word = UnsafeRawPointer(p.baseAddress! + i).loadUnaligned(as: UInt64.self)
        if word & 0x8080_8080_8080_8080 == 0 {
          i += 8
          continue
        }
      }
      let c = p[i]
      if c < 0x80 {
        i += 1
        continue
      }
      var need = 0
      var minimum: UInt32 = 0
      var v: UInt32
      switch c {
      case 0xC2...0xDF:
        need = 1
        v = UInt32(c & 0x1F)
        minimum = 0x80
      case 0xE0...0xEF:
        need = 2
        v = UInt32(c & 0x0F)
        minimum = 0x800
      case 0xF0...0xF4:
        need = 3
        v = UInt32(c & 0x07)
        minimum = 0x10000
      default: return i
      }
      if i + need >= n { return i }
      for k in 1...need {
        let b = p[i + k]
        if b & 0xC0 != 0x80 { return i }
        v = v << 6 | UInt32(b & 0x3F)
      }
      if v < minimum || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF) { return i }
      i += need + 1
    }
    return nil
  }
}
