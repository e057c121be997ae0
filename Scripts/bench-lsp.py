#!/usr/bin/env python3
"""Measures `l10n-audit lsp`: the time from a change to a 2,000-line file to its published
diagnostics, and the server's memory on a large workspace.

usage: Scripts/bench-lsp.py BINARY [WORKSPACE] [--files 20000] [--changes 41]

WORKSPACE defaults to a generated corpus of about --files Swift files
(${TMPDIR:-/tmp}/l10n-audit-lsp-corpus-N, made by Scripts/gen-corpus.py once). The
server is started on it, initialized, and left to scan it; then a 2,000-line file made
of the corpus's own lines is opened, and changed --changes times (one line edited each
time, the whole text sent, as the server asks). Each change is timed from the moment it
is written to the server until the diagnostics of that version arrive.

Targets: median latency at most 20 ms; peak resident memory (VmHWM) under 200 MB.
Exits 1 when a target is missed.
"""
import argparse, json, os, pathlib, subprocess, sys, time

ap = argparse.ArgumentParser()
ap.add_argument("binary")
ap.add_argument("workspace", nargs="?")
ap.add_argument("--files", type=int, default=20000)
ap.add_argument("--changes", type=int, default=41)
args = ap.parse_args()
binary = os.path.abspath(args.binary)
here = pathlib.Path(__file__).resolve().parent

if args.workspace:
    root = pathlib.Path(args.workspace).resolve()
else:
    root = pathlib.Path(os.environ.get("TMPDIR", "/tmp")) / f"l10n-audit-lsp-corpus-{args.files}"
    if not root.exists():
        # The realistic profile gives about 210 files a megabyte.
        mb = max(1, round(args.files / 210))
        subprocess.run([sys.executable, str(here / "gen-corpus.py"), str(root), "--megabytes", str(mb)], check=True)
files = sorted(root.rglob("*.swift"))
if not files:
    sys.exit(f"{root}: no Swift files")

proc = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)


def send(message):
    body = json.dumps(message).encode()
    proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    proc.stdin.flush()


def receive():
    length = None
    while True:
        line = proc.stdout.readline()
        if not line:
            sys.exit("the server closed its output")
        if line == b"\r\n":
            break
        name, _, value = line.decode().partition(":")
        if name.lower() == "content-length":
            length = int(value)
    return json.loads(proc.stdout.read(length))


def wait_for(pred):
    while True:
        m = receive()
        if pred(m):
            return m


def memory():
    fields = {}
    with open(f"/proc/{proc.pid}/status") as h:
        for line in h:
            name, _, value = line.partition(":")
            if name in ("VmHWM", "VmRSS"):
                fields[name] = int(value.split()[0]) / 1024
    return fields


start = time.perf_counter()
send({"jsonrpc": "2.0", "id": 1, "method": "initialize",
      "params": {"capabilities": {}, "rootUri": root.as_uri()}})
wait_for(lambda m: m.get("id") == 1)
send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
scanned = wait_for(lambda m: m.get("method") == "window/logMessage" and "scanned" in m["params"]["message"])
scan_seconds = time.perf_counter() - start

# A 2,000-line file of the corpus's own lines, inside the workspace.
lines = []
for f in files:
    lines += f.read_text(encoding="utf-8", errors="replace").splitlines()
    if len(lines) >= 2000:
        break
lines = lines[:2000]
big = root / "LSPBenchmark2000.swift"
uri = big.as_uri()
text = "\n".join(lines) + "\n"
send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
      "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}}})
opened = wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri)

times = []
for version in range(2, args.changes + 2):
    k = (version * 37) % len(lines)
    edited = list(lines)
    edited[k] = edited[k] + f" // edit {version}"
    body = "\n".join(edited) + "\n"
    t = time.perf_counter()
    send({"jsonrpc": "2.0", "method": "textDocument/didChange",
          "params": {"textDocument": {"uri": uri, "version": version},
                     "contentChanges": [{"text": body}]}})
    wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
             and m["params"]["uri"] == uri and m["params"].get("version") == version)
    times.append((time.perf_counter() - t) * 1000)

mem = memory()
send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
wait_for(lambda m: m.get("id") == 2)
send({"jsonrpc": "2.0", "method": "exit"})
status = proc.wait(timeout=30)

times.sort()
median = times[len(times) // 2]
p90 = times[int(len(times) * 0.9)]
print(f"workspace: {root}: {len(files)} Swift files; {scanned['params']['message']}")
print(f"initialize to scanned: {scan_seconds:.2f} s")
print(f"2,000-line file, {len(opened['params']['diagnostics'])} diagnostics; {len(times)} changes:"
      f" median {median:.1f} ms, p90 {p90:.1f} ms, max {times[-1]:.1f} ms (target: median <= 20 ms)")
print(f"memory: peak {mem['VmHWM']:.1f} MB, at the end {mem['VmRSS']:.1f} MB (target: peak < 200 MB)")
print(f"server exit status: {status}")
ok = median <= 20 and mem["VmHWM"] < 200 and status == 0
print("targets: met" if ok else "targets: MISSED")
sys.exit(0 if ok else 1)
