#!/usr/bin/env python3
"""Measures l10n-audit against a grep pass; called by Scripts/bench.sh.
usage: bench.py BINARY DIR"""
import os, subprocess, sys, tempfile, time

binary, root = sys.argv[1], sys.argv[2]
runs = int(os.environ.get("BENCH_RUNS", "3"))
cores = os.cpu_count() or 1

CATALOG_SUFFIXES = (".xcstrings", ".strings", ".stringsdict")
files, catalogs = [], []
for d, _, names in os.walk(root):
    files += [os.path.join(d, n) for n in names if n.endswith(".swift")]
    catalogs += [os.path.join(d, n) for n in names if n.endswith(CATALOG_SUFFIXES)]
size = sum(os.path.getsize(f) for f in files)
mb = size / 1048576
catalog_mb = sum(os.path.getsize(f) for f in catalogs) / 1048576
for f in files + catalogs:  # warm the page cache
    with open(f, "rb") as h:
        h.read()

def run_once(cmd, keep_output=False):
    """Wall time, peak RSS (KB) of the command itself, and its output when asked for.
    Outputs are not kept otherwise: a child's peak RSS starts from this process's size at
    the fork, so holding the audits' reports here would inflate the next measurements."""
    with tempfile.TemporaryFile() as sink:
        t = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=sink, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(p.pid, 0)
        seconds = time.perf_counter() - t
        code = os.waitstatus_to_exitcode(status)
        if code not in (0, 1):
            sys.exit(f"{cmd[0]} exited {code}")
        sink.seek(0)
        return seconds, usage.ru_maxrss, sink.read().decode() if keep_output else ""

def measure(*cmds, keep_output=False):
    """For each command: the best wall time of `runs` runs, the peak RSS (MB), and every
    run's output. The commands take turns (one run of each per round), so that a slow
    spell of this shared machine falls on all of them alike rather than on one."""
    results = [[] for _ in cmds]
    for _ in range(runs):
        for k, cmd in enumerate(cmds):
            results[k].append(run_once(cmd, keep_output))
    return [(min(r[0] for r in rs), max(r[1] for r in rs) / 1024, [r[2] for r in rs])
            for rs in results]

grep = ["grep", "-rnE",
        "-e", r"lowercased\(with:|uppercased\(with:|localizedCaseInsensitive",
        "-e", r"NumberFormatter\(\)",
        "-e", r"dateFormat.*YYYY",
        "-e", r"static.*DateFormatter|static.*NumberFormatter",
        "-e", r"dateFormat = ",
        "--include=*.swift"]
# grep reads the files the audit reads: the catalogs too, when the corpus has any.
grep += [f"--include=*{x}" for x in CATALOG_SUFFIXES] if catalogs else []
grep += [root]
(g, _, _), (one, rss1, _), (allc, rssn, _) = measure(
    grep, [binary, "--quiet", "--no-color", "--jobs", "1", root], [binary, "--quiet", "--no-color", root])
if catalogs:
    # The same audit with the catalog rules off: what the catalogs cost.
    listed = subprocess.run([binary, "rules"], capture_output=True, text=True, check=True).stdout
    catalog_rules = ",".join(l.split()[0] for l in listed.splitlines() if l.startswith("catalog-"))
    no_catalogs = [binary, "--quiet", "--no-color", "--disable", catalog_rules, root]
    paired_share = sorted(1 - run_once(no_catalogs)[0] / run_once(
        [binary, "--quiet", "--no-color", root])[0] for _ in range(runs))
    share_median = paired_share[len(paired_share) // 2]
[(_, _, stats)] = measure([binary, "tokens", "--stats", root], keep_output=True)
tok = max(float(s.split()[-1]) for s in stats)  # the best run, as for the wall times
# The same ratio from grep and the audit run back to back, so that both meet the same
# load on a shared machine: the median of the runs' ratios.
audit = [binary, "--quiet", "--no-color", root]
paired = sorted(run_once(audit)[0] / run_once(grep)[0] for _ in range(runs))
paired_median = paired[len(paired) // 2]
# The speedup the same way: one core then all cores, back to back, the median ratio.
one_core = [binary, "--quiet", "--no-color", "--jobs", "1", root]
paired_speedup = sorted(run_once(one_core)[0] / run_once(audit)[0] for _ in range(runs))
speedup_median = paired_speedup[len(paired_speedup) // 2]

# One 2,000-line file, process start included (median of 21 runs).
lines = []
for f in sorted(files):
    with open(f, encoding="utf-8", errors="replace") as h:
        lines += h.read().splitlines()
    if len(lines) >= 2000:
        break
with tempfile.NamedTemporaryFile("w", suffix=".swift", delete=False) as h:
    h.write("\n".join(lines[:2000]) + "\n")
    single = h.name
times = []
for _ in range(21):
    t = time.perf_counter()
    subprocess.run([binary, "--quiet", "--no-color", single], stdout=subprocess.DEVNULL)
    times.append(time.perf_counter() - t)
os.unlink(single)
small = sorted(times)[10] * 1000

def row(name, seconds, rss=None):
    extra = f"{rss:7.1f} MB" if rss is not None else "        -"
    print(f"{name:34} {seconds:8.3f} s {mb / seconds:9.1f} MB/s {len(files) / seconds:9.0f} files/s {extra}")

print(f"corpus: {root}: {len(files)} files, {mb:.1f} MB; best of {runs} runs, taking turns; {cores} cores")
if catalogs:
    print(f"  and {len(catalogs)} catalogs, {catalog_mb:.1f} MB, which grep and the audits read too"
          " (throughput counts the Swift files)")
print(f"{'':34} {'wall':>10} {'throughput':>14} {'':>15} {'peak RSS':>10}")
row("grep -rnE, five seed patterns", g)
row("l10n-audit, all rules, 1 core", one, rss1)
row(f"l10n-audit, all rules, {cores} cores", allc, rssn)
print(f"{'tokenizer alone, 1 core':34} {tok:8.1f} MB/s")
print(f"{'one 2,000-line file, process start':34} {small:8.1f} ms (median of 21)")
print(f"{f'audit ({cores} cores) / grep, back to back':34} {paired_median:8.2f}   (median of {runs} pairs)")
print(f"{f'speedup 1 -> {cores} cores, back to back':34} {speedup_median:8.2f}   (median of {runs} pairs)")
if catalogs:
    print(f"{'catalog share of the audit':34} {100 * share_median:7.0f} %   (median of {runs} pairs,"
          " against the audit with the catalog rules disabled)")
print()
checks = [
    (f"audit ({cores} cores) / grep", allc / g, "<=", 2.0),
    ("tokenizer MB/s per core", tok, ">=", 200.0),
    (f"speedup 1 -> {cores} cores", one / allc, ">=", 1.7),
    ("peak memory, MB", max(rss1, rssn), "<", 100.0),
    ("2,000-line file, ms", small, "<", 30.0),
]
for name, value, op, target in checks:
    ok = value <= target if op == "<=" else value >= target if op == ">=" else value < target
    print(f"{name:34} {value:8.2f}   target {op} {target:g}   {'met' if ok else 'NOT MET'}")
