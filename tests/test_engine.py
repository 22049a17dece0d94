"""One engine for every command: ``scan``, ``fix``, ``trace --scan`` and ``--changed-files`` see the
same roots, suppressions and per-file ignores because they all go through ``engine.run``."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from compilelint.cli import app
from test_ecosystem import write

runner = CliRunner()




# a function compiled only through the project's own wrapper, which the config names
WRAPPED = {
    "pyproject.toml": '[tool.compilelint]\ncompile-wrappers = ["myproj.util.compile_model"]\n',
    "myproj/__init__.py": "",
    "myproj/util.py": '''
        import torch

        def compile_model(fn):
            return torch.compile(fn, fullgraph=True)
        ''',
    "myproj/model.py": '''
        import torch
        from myproj.util import compile_model

        def step(x: torch.Tensor) -> torch.Tensor:
            print("step", x.shape)
            return x * 2

        step_c = compile_model(step)
        ''',
}


def _scan_json(*args):
    r = runner.invoke(app, ["scan", *map(str, args), "--no-cache", "-j", "1", "--format", "json"])
    assert r.exit_code in (0, 1), (r.exit_code, r.stdout, r.stderr)
    return r.exit_code, json.loads(r.stdout)


def test_fix_fixes_what_scan_reports_through_a_configured_compile_wrapper(tmp_path, monkeypatch):
    write(tmp_path, WRAPPED)
    monkeypatch.chdir(tmp_path)
    code, doc = _scan_json("myproj", "--roots", "compiled")
    assert code == 1
    assert [(f["rule"], f["path"], f["line"]) for f in doc["findings"]] == [("CL104", "myproj/model.py", 5)]
    r = runner.invoke(app, ["fix", "myproj", "--no-cache", "-j", "1", "--format", "json"])
    assert r.exit_code == 1, (r.stdout, r.stderr)  # a fix is pending, not "nothing to fix"
    fixdoc = json.loads(r.stdout)
    assert [e["path"] for e in fixdoc["edits"]] == ["myproj/model.py"]
    assert "+    if not torch.compiler.is_compiling():" in fixdoc["edits"][0]["diff"]
    r = runner.invoke(app, ["fix", "myproj", "--no-cache", "-j", "1", "--apply"])
    assert r.exit_code == 0, (r.stdout, r.stderr)
    code, doc = _scan_json("myproj", "--roots", "compiled")
    assert (code, doc["findings"]) == (0, [])


def test_a_derived_root_the_scan_cannot_place_is_left_out_without_a_second_scan(tmp_path, monkeypatch):
    """``compile_model(Helper())`` names a class that is no module: it is dropped, the other root
    is scanned, and the scan runs once (it used to be rerun after matching the error text)."""
    from compilelint import engine
    from compilelint import scan as scanmod

    files = dict(WRAPPED)
    files["myproj/model.py"] = WRAPPED["myproj/model.py"] + '''
        class Helper:
            pass

        helper_c = compile_model(Helper())
        '''
    write(tmp_path, files)
    monkeypatch.chdir(tmp_path)
    calls = []
    real = scanmod.scan
    monkeypatch.setattr(scanmod, "scan", lambda *a, **k: calls.append(k) or real(*a, **k))
    report = engine.run(engine.Options(targets=["myproj"], no_cache=True, jobs=1))
    assert len(calls) == 1
    assert report.derived_roots == ("myproj.model:step", "myproj.model:Helper")
    assert [r.fq for r in report.result.roots] == ["myproj.model.step"]
    assert [(f.rule, f.line) for f in report.findings] == [("CL104", 5)]
    # the same spec given by the user is an error, as before
    with pytest.raises(engine.UsageError, match="--root myproj.model:Helper: no function or module class"):
        engine.run(engine.Options(targets=["myproj"], roots=["myproj.model:Helper"], no_cache=True, jobs=1))


def test_one_run_resolves_its_targets_once(tmp_path, monkeypatch):
    from compilelint import engine
    from compilelint.scan import pipeline as scanmod
    from compilelint import targets as tgt

    write(tmp_path, WRAPPED)
    monkeypatch.chdir(tmp_path)
    calls = []
    real = tgt.resolve_targets

    def counting(*a, **k):
        calls.append(a)
        return real(*a, **k)

    monkeypatch.setattr(tgt, "resolve_targets", counting)
    monkeypatch.setattr(scanmod, "resolve_targets", counting)
    # compile wrappers, unused suppressions and the changed-files filter all need the file list
    changed = frozenset({str(tmp_path / "myproj" / "model.py")})
    report = engine.run(engine.Options(targets=["myproj"], no_cache=True, jobs=1, show_unused=True,
                                       changed=changed))
    assert len(calls) == 1
    assert [(f.rule, f.line) for f in report.findings] == [("CL104", 5)]
    assert report.locator is not None and {f.module for f in report.files} == {"myproj", "myproj.util",
                                                                             "myproj.model"}


def test_options_are_frozen_and_typed():
    import dataclasses

    from compilelint import engine

    o = engine.Options(targets=["a", "b"], select=["CL1"], changed={"/x.py"})
    assert o.targets == ("a", "b") and o.select == ("CL1",) and o.changed == frozenset({"/x.py"})
    assert engine.Options(targets=[]).targets == (".",)
    with pytest.raises(dataclasses.FrozenInstanceError):
        o.targets = ("c",)  # type: ignore[misc]
    with pytest.raises(engine.UsageError, match="--roots must be auto, compiled or forwards"):
        engine.run(engine.Options(roots_mode="everything"))


def test_fix_leaves_a_per_file_ignored_finding_alone(tmp_path, monkeypatch):
    """``fix`` runs the scan's per-file ignores too: what ``scan`` does not report is not fixed."""
    files = dict(WRAPPED)
    files["pyproject.toml"] += '\n[tool.compilelint.per-file-ignores]\n"myproj/model.py" = ["CL104"]\n'
    write(tmp_path, files)
    monkeypatch.chdir(tmp_path)
    assert _scan_json("myproj")[1]["findings"] == []
    r = runner.invoke(app, ["fix", "myproj", "--no-cache", "-j", "1"])
    assert r.exit_code == 0 and r.stdout == "", (r.stdout, r.stderr)
    assert "nothing to fix" in r.stderr


def test_trace_scan_uses_the_engine_without_config_or_suppressions(tmp_path, monkeypatch):
    """``trace --scan`` compares dynamo with the scanner's own view: the traced function as the
    only root, no configuration file, no suppressions (a suppressed barrier still breaks)."""
    from types import SimpleNamespace

    from compilelint.trace_cli import static_findings

    files = dict(WRAPPED)
    files["pyproject.toml"] = '[tool.compilelint]\nignore = ["CL104"]\n'
    files["myproj/model.py"] = WRAPPED["myproj/model.py"].replace(
        'print("step", x.shape)', 'print("step", x.shape)  # compilelint: ignore[CL104]') + '''
        def other(x):
            print(x)
            return x
        '''
    write(tmp_path, files)
    monkeypatch.chdir(tmp_path)
    model = tmp_path / "myproj" / "model.py"
    result = SimpleNamespace(module_file=str(model), root_spec="myproj.model:step", traced="myproj.model.step")
    findings, why = static_findings(result)
    assert why is None
    assert [(f.rule, f.line, f.root) for f in findings] == [("CL104", 5, "myproj.model.step")]
    findings, why = static_findings(SimpleNamespace(module_file=str(model), root_spec=None, traced="x"))
    assert findings is None and why == "cannot name x as a static root"
    findings, why = static_findings(SimpleNamespace(module_file=str(model), root_spec="myproj.model:nope",
                                                    traced="x"))
    assert findings is None and "no function or module class named nope" in why


def _imports_of(path: Path, name: str, is_package: bool) -> set:
    import ast

    from compilelint.names import absolute_module

    out = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = absolute_module(name, is_package, node.level, node.module)
            out.add(base)
            out.update(f"{base}.{a.name}" for a in node.names)
    return out


def test_the_commands_import_one_way():
    """cli -> fix_cli / trace_cli -> engine -> scan -> program -> index: no module of compilelint
    imports one that imports it back (``cli`` and ``fix_cli`` used to import each other); lazy
    imports count. A package importing its own submodules (to re-export them) is no cycle."""
    import compilelint

    base = Path(compilelint.__file__).parent
    mods = {}
    for p in base.rglob("*.py"):
        parts = list(p.relative_to(base).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        if parts:
            mods[".".join(parts)] = p
    assert {"scan.reach", "index.summarize", "trace.run", "cli"} <= set(mods)
    graph = {}
    for m, p in mods.items():
        deps = _imports_of(p, f"compilelint.{m}", p.name == "__init__.py")
        names = {d.removeprefix("compilelint.") for d in deps if d.startswith("compilelint.")} & set(mods)
        # a submodule imports its package's ``__init__`` only through the package: not an edge back
        graph[m] = {d for d in names if not d.startswith(m + ".") and not m.startswith(d + ".")}
    assert "cli" not in graph["fix_cli"] and "cli" not in graph["trace_cli"]

    def reaches(a, b):
        seen, todo = set(), [a]
        while todo:
            x = todo.pop()
            for y in graph.get(x, ()):
                if y == b:
                    return True
                if y not in seen:
                    seen.add(y)
                    todo.append(y)
        return False

    cycles = sorted((a, b) for a in graph for b in graph[a] if a != b and reaches(b, a))
    assert cycles == []
