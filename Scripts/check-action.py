#!/usr/bin/env python3
"""Checks action.yml, the composite GitHub Action, and runs its shell steps.

usage: Scripts/check-action.py BINARY   (a built l10n-audit)

1. The YAML: its keys, that every input has a description and every `${{ inputs.X }}`
   and `steps.X` names one that exists, that each step has a name, that `run` steps say
   their shell and `uses` steps pin a version, and that the sample workflow in docs/ci
   uses the action.
2. The steps as GitHub runs them (`bash -e -o pipefail`), with the runner's variables set
   by hand: the key step, then the audit step on a temporary repository whose pull
   request adds a mistake to one file. The audit must report only the changed line as a
   workflow command, write the SARIF report and the step summary, set its outputs, and
   fail the step only when `fail-on-findings` says so. (The build step runs `swift
   build`, which `.ci/run` has just done; the cache and upload steps are GitHub's own.)
"""
import os, re, shutil, subprocess, sys, tempfile

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def fail(message):
    sys.exit(f"check-action: {message}")


def check_yaml(action):
    for key in ("name", "description", "inputs", "outputs", "runs"):
        if key not in action:
            fail(f"action.yml has no `{key}`")
    if action["runs"].get("using") != "composite":
        fail("the action is not a composite action")
    inputs = action["inputs"]
    for name, spec in inputs.items():
        if not spec.get("description"):
            fail(f"input `{name}` has no description")
        if "default" not in spec:
            fail(f"input `{name}` has no default")
    steps = action["runs"]["steps"]
    ids = {s["id"] for s in steps if "id" in s}
    text = open(os.path.join(ROOT, "action.yml")).read()
    for used in re.findall(r"inputs\.([A-Za-z0-9_-]+)", text):
        if used not in inputs:
            fail(f"`inputs.{used}` is not an input")
    for used in re.findall(r"steps\.([A-Za-z0-9_-]+)\.", text):
        if used not in ids:
            fail(f"`steps.{used}` is not a step id")
    for s in steps:
        if not s.get("name"):
            fail(f"a step has no name: {s}")
        if "run" in s and s.get("shell") != "bash":
            fail(f"step `{s['name']}` runs without `shell: bash`")
        if "uses" in s and not re.search(r"@v\d+$", s["uses"]):
            fail(f"step `{s['name']}` uses `{s['uses']}` without a pinned major version")
        if "run" in s:
            # Inputs reach scripts through `env`, never pasted into the script.
            if "${{" in s["run"]:
                fail(f"step `{s['name']}` pastes an expression into its script")
            subprocess.run(["bash", "-n"], input=s["run"], text=True, check=True)
    workflow = yaml.safe_load(open(os.path.join(ROOT, "docs/ci/github-workflow.yml")))
    uses = [s.get("uses", "") for job in workflow["jobs"].values() for s in job["steps"]]
    if not any(u.startswith("l10n-audit/l10n-audit@") for u in uses):
        fail("docs/ci/github-workflow.yml does not use the action")
    return {s.get("id"): s for s in steps}


def git(repo, *args):
    subprocess.run(["git", "-C", repo, *args], check=True, capture_output=True)


def run_step(step, env, cwd):
    """The step's script under `bash -e -o pipefail`, as GitHub runs it."""
    step_env = {k: v for k, v in env.items() if k != "_expr"}
    for name, value in step.get("env", {}).items():
        step_env[name] = expand(str(value), env)
    proc = subprocess.run(["bash", "--noprofile", "--norc", "-e", "-o", "pipefail", "-c", step["run"]],
                          cwd=cwd, env=step_env, capture_output=True, text=True)
    return proc


def expand(value, env):
    """The `${{ … }}` expressions the check sets: inputs and step outputs."""
    def one(m):
        expr = m.group(1).strip()
        return env["_expr"].get(expr, "")
    return re.sub(r"\$\{\{(.*?)\}\}", one, value)


def outputs(path):
    out = {}
    for line in open(path):
        if "=" in line:
            k, v = line.rstrip("\n").split("=", 1)
            out[k] = v
    return out


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    action = yaml.safe_load(open(os.path.join(ROOT, "action.yml")))
    steps = check_yaml(action)

    work = tempfile.mkdtemp()
    try:
        # The pull request: a base branch on a remote, and a change that adds one mistake.
        origin = os.path.join(work, "origin.git")
        repo = os.path.join(work, "repo")
        os.makedirs(os.path.join(repo, "Sources"))
        git(work, "init", "-q", "--bare", origin)
        git(repo, "init", "-q", "-b", "main")
        git(repo, "config", "user.email", "ci@example.invalid")
        git(repo, "config", "user.name", "ci")
        old = 'func a(_ d: DateFormatter) { d.dateFormat = "YYYY-MM-dd" }\n'
        open(os.path.join(repo, "Sources/Old.swift"), "w").write(old)
        git(repo, "add", ".")
        git(repo, "commit", "-qm", "base")
        git(repo, "remote", "add", "origin", origin)
        git(repo, "push", "-q", "origin", "main")
        git(repo, "checkout", "-q", "-b", "feature")
        open(os.path.join(repo, "Sources/New.swift"), "w").write(old.replace("func a", "func b"))
        git(repo, "add", ".")
        git(repo, "commit", "-qm", "change")

        temp = os.path.join(work, "runner-temp")
        os.makedirs(temp)
        env = {k: v for k, v in os.environ.items() if k.startswith(("PATH", "HOME", "LANG", "LC_"))}
        env.update(GITHUB_ACTION_PATH=ROOT, RUNNER_OS="Linux", RUNNER_ARCH="X64", RUNNER_TEMP=temp,
                   GITHUB_BASE_REF="main", GITHUB_OUTPUT=os.path.join(work, "key.out"),
                   GITHUB_STEP_SUMMARY=os.path.join(work, "summary.md"))
        env["_expr"] = {}
        proc = run_step(steps["key"], env, repo)
        if proc.returncode != 0:
            fail(f"the key step failed: {proc.stderr}")
        key = outputs(env["GITHUB_OUTPUT"])
        if not key.get("key", "").startswith("l10n-audit-Linux-X64-") or not key.get("bin"):
            fail(f"the key step wrote {key}")
        # What the build step leaves: the binary in the cached folder.
        os.makedirs(key["bin"])
        shutil.copy(binary, key["bin"])

        def audit(fail_on_findings):
            env["GITHUB_OUTPUT"] = os.path.join(work, f"audit-{fail_on_findings}.out")
            open(env["GITHUB_STEP_SUMMARY"], "w").close()
            sarif = os.path.join(repo, "l10n-audit.sarif")
            if os.path.exists(sarif):
                os.remove(sarif)
            env["_expr"] = {
                "steps.key.outputs.bin": key["bin"], "inputs.path": ".", "inputs.diff-base": "",
                "inputs.sarif": "l10n-audit.sarif", "inputs.fail-on-findings": fail_on_findings,
                "inputs.args": "--no-color",
            }
            return run_step(steps["audit"], env, repo), outputs(env["GITHUB_OUTPUT"])

        proc, out = audit("true")
        if proc.returncode != 1:
            fail(f"the audit step exited {proc.returncode}, expected 1:\n{proc.stdout}{proc.stderr}")
        commands = [l for l in proc.stdout.splitlines() if l.startswith("::warning")]
        if len(commands) != 1 or "file=Sources/New.swift" not in commands[0]:
            fail(f"expected one warning on Sources/New.swift, got:\n{proc.stdout}")
        if out.get("status") != "1" or out.get("sarif") != "true":
            fail(f"the audit step's outputs are {out}")
        if not os.path.getsize(os.path.join(repo, "l10n-audit.sarif")):
            fail("no SARIF report")
        if "week-based-year" not in open(env["GITHUB_STEP_SUMMARY"]).read():
            fail("the step summary does not name the finding")
        proc, out = audit("false")
        if proc.returncode != 0 or out.get("status") != "1":
            fail(f"with fail-on-findings false the step exited {proc.returncode} ({out})")
        print("action: action.yml checked; its audit step reported the changed line only")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
