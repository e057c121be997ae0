#!/usr/bin/env swift
let a = "plain"
let b = "x\(a)y\(b + "c\(d)e")z"
let c = #"raw \(no) \#(yes) "quote" "#
let d = ##"two "# still"##
let e = """
  multi \(a) "quoted" \"""
  line
  """
let f = #"""
  raw multi """ inside
  """#
let g = #"""#
let h = /ab+c/
let i = #/a/b/#
let j = x / y / z
let k = arr.map { $0 / 2 }
let l = try? /x y/.wholeMatch(in: s)
let m = "unterminated
let n = 'c'
/* nested /* comment */ still */ let o = 1
/// doc
/** doc block */
let p = "\u{1F600}\n\t\\"
let q = "a\("b\("c\("d")")")"
let r = foo(/regex/)
let s = a /b/ c
let t = 1.5e-3 + 0x1p-2 + 0b1010 + 0o17 + 1_000
x /= 2
let u = "\(a, default: "x")"
let v = "str" // trailing
let w = `class`.map { $0 }
let y2 = "a\(b
let emoji = "😀 \("한국어" + "中文")"
let raw3 = ###"a "## \###(x) b"###
let regexAfterReturn = { return /[a-z]+/ }
let division = (a)/2 + b/c
let closureDiv = items.reduce(0) { $0 + $1 } / 2
let ops = a ?? b ?? "fallback"
let keyPath = \Person.name
let multiRaw = #"""
  a \#(x) """ b
  """#
let optional = x?.y ?? "z"
#if DEBUG
let debug = "debug"
#else
let release = "release"
#endif
@available(iOS 15, *)
func f() { }
let str = "tail \(x /* inline */ + "in")"
let regex2 = #/
  multi line
  regex
/#
