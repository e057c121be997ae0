let s = "a\(b("c\(d)"))e" /* x /* y */ */ // l10n-audit:disable-next-line week-based-year
f.dateFormat = #"YYYY-\#(x)"#
let r = #/a(b)/#
