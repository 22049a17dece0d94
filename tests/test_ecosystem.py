"""compilelint in a user's habits: [tool.compilelint] config, `# compilelint: ignore` suppressions,
SARIF / GitHub output, rule docs (`rules`, `rule`, README table), progress, the changed-files mode
and the pre-commit hooks (the real pre-commit framework driving real git commits)."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from typer.testing import CliRunner

from compilelint import config as cfgmod
from compilelint import docs, suppress
from compilelint.cli import app
from compilelint.findings import Finding
from compilelint.rules import all_rules
from conftest import ROOT, run_cli

runner = CliRunner()
SCHEMA = Path(__file__).parent / "data" / "sarif-schema-2.1.0.json"


def write(base: Path, files: dict) -> Path:
    for rel, text in files.items():
        p = base / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(textwrap.dedent(text).lstrip("\n"))
    return base


# a compiled root in model.py that reaches two barriers in helpers.py through `middle`
PKG = {
    "pkg/__init__.py": "",
    "pkg/helpers.py": '''
        import subprocess


        def probe():
            return subprocess.check_output(["true"])


        def noisy(x):
            print("x")
            return x


        def middle(x):
            probe()
            return noisy(x)
        ''',
    "pkg/model.py": '''
        import torch
        from pkg.helpers import middle


        @torch.compile(fullgraph=True)
        def run(x):
            return middle(x)
        ''',
}


def scan_json(*args, cwd=None):
    res = runner.invoke(app, ["scan", *args, "--no-cache", "-j", "1", "--format", "json"])
    assert res.exit_code in (0, 1), (res.exit_code, res.stdout, res.stderr)
    return res.exit_code, json.loads(res.stdout)


def rules_of(doc) -> list[tuple[str, str, int]]:
    return sorted((f["rule"], f["path"], f["line"]) for f in doc["findings"])


@pytest.fixture
def pkg(tmp_path, monkeypatch):
    write(tmp_path, PKG)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text, (old, text)
    path.write_text(text.replace(old, new, 1))


# ---------------------------------------------------------------------------------------------
# configuration
# ---------------------------------------------------------------------------------------------
def test_baseline_two_findings(pkg):
    code, doc = scan_json("pkg")
    assert code == 1
    assert rules_of(doc) == [("CL101", "pkg/helpers.py", 5), ("CL104", "pkg/helpers.py", 9)]


def test_config_parses_every_key(tmp_path):
    (tmp_path / "pyproject.toml").write_text(textwrap.dedent('''
        [project]
        name = "x"
        [tool.compilelint]
        select = ["CL1"]
        ignore = ["CL107"]
        exclude = ["build", "tests/*"]
        roots = ["pkg.model:run"]
        compile-wrappers = ["pkg.compile_it"]
        custom-op-registrars = ["pkg.ops.register"]
        follow = ["flashinfer"]
        [tool.compilelint.per-file-ignores]
        "pkg/legacy/*.py" = ["CL104"]
        '''))
    (tmp_path / "pkg" / "legacy").mkdir(parents=True)
    cfg = cfgmod.load(targets=[str(tmp_path / "pkg")])
    assert cfg.path == str(tmp_path / "pyproject.toml")
    assert cfg.select == ["CL1"] and cfg.ignore == ["CL107"]
    assert cfg.roots == ["pkg.model:run"] and cfg.compile_wrappers == ["pkg.compile_it"]
    assert cfg.custom_op_registrars == ["pkg.ops.register"] and cfg.follow == ["flashinfer"]
    assert cfg.ignored_codes_for(str(tmp_path / "pkg" / "legacy" / "a.py")) == {"CL104"}
    assert cfg.ignored_codes_for(str(tmp_path / "pkg" / "a.py")) == set()
    globs = cfg.exclude_globs()
    import fnmatch
    assert any(fnmatch.fnmatch(str(tmp_path / "build" / "x.py"), g) for g in globs)
    assert any(fnmatch.fnmatch(str(tmp_path / "sub" / "build" / "x.py"), g) for g in globs)
    assert any(fnmatch.fnmatch(str(tmp_path / "tests" / "t.py"), g) for g in globs)
    assert not any(fnmatch.fnmatch(str(tmp_path / "pkg" / "m.py"), g) for g in globs)
    assert cfgmod.expand_codes(["CL1"]) == [r.code for r in all_rules() if r.code.startswith("CL1")]


def test_nearest_pyproject_walks_up(tmp_path):
    (tmp_path / "pyproject.toml").write_text('[tool.compilelint]\nignore = ["CL104"]\n')
    deep = tmp_path / "a" / "b"
    deep.mkdir(parents=True)
    assert cfgmod.find_pyproject(str(deep)) == str(tmp_path / "pyproject.toml")
    assert cfgmod.load(targets=[str(deep)]).ignore == ["CL104"]
    # a nearer pyproject without the table wins and means defaults
    (tmp_path / "a" / "pyproject.toml").write_text('[project]\nname = "inner"\n')
    assert cfgmod.load(targets=[str(deep)]).ignore == []


@pytest.mark.parametrize("body, needle", [
    ('[tool.compilelint]\nselekt = ["CL101"]\n', "unknown key `selekt`"),
    ('[tool.compilelint]\nper_file_ignores = {}\n', "did you mean `per-file-ignores`"),
    ('[tool.compilelint]\nselect = "CL999"\n', "unknown rule code 'CL999'"),
    ('[tool.compilelint]\nignore = [1]\n', "`ignore` must be a list of strings"),
    ('[tool.compilelint]\nroots = ["no_colon"]\n', "expected module.path:qualname"),
    ('[tool.compilelint\n', "invalid TOML"),
])
def test_config_errors_are_one_line_exit_2(pkg, body, needle):
    (pkg / "pyproject.toml").write_text(body)
    with pytest.raises(cfgmod.ConfigError):
        cfgmod.load(targets=["pkg"])
    proc = run_cli("scan", "pkg", "--no-cache", cwd=pkg)
    assert proc.returncode == 2, proc.stderr
    assert proc.stdout == "" and "Traceback" not in proc.stderr
    assert proc.stderr.count("\n") == 1 and proc.stderr.startswith("compilelint: "), proc.stderr
    assert needle in proc.stderr and "pyproject.toml" in proc.stderr


def test_config_select_ignore_and_cli_override(pkg):
    (pkg / "pyproject.toml").write_text('[tool.compilelint]\nignore = ["CL101"]\n')
    assert rules_of(scan_json("pkg")[1]) == [("CL104", "pkg/helpers.py", 9)]
    # a flag replaces the file's value
    assert rules_of(scan_json("pkg", "--ignore", "CL104")[1]) == [("CL101", "pkg/helpers.py", 5)]
    (pkg / "pyproject.toml").write_text('[tool.compilelint]\nselect = ["CL104"]\n')
    assert [r for r, _, _ in rules_of(scan_json("pkg")[1])] == ["CL104"]
    assert [r for r, _, _ in rules_of(scan_json("pkg", "--select", "CL1")[1])] == ["CL101", "CL104"]
    # --isolated and an explicit --config
    assert len(scan_json("pkg", "--isolated")[1]["findings"]) == 2
    (pkg / "other.toml").write_text('select = ["CL101"]\n')
    assert [r for r, _, _ in rules_of(scan_json("pkg", "--config", "other.toml")[1])] == ["CL101"]
    res = runner.invoke(app, ["scan", "pkg", "--no-cache", "--select", "CL9"])
    assert res.exit_code == 2 and "unknown rule code 'CL9'" in res.stderr


def test_config_per_file_ignores_and_exclude(pkg):
    (pkg / "pyproject.toml").write_text('[tool.compilelint.per-file-ignores]\n"pkg/help*.py" = ["CL101"]\n')
    assert rules_of(scan_json("pkg")[1]) == [("CL104", "pkg/helpers.py", 9)]
    # excluding the root's file leaves nothing compiled
    (pkg / "pyproject.toml").write_text('[tool.compilelint]\nexclude = ["pkg/model.py"]\n')
    code, doc = scan_json("pkg")
    assert code == 0 and doc["findings"] == [] and doc["summary"]["files"] == 2
    code, doc = scan_json("pkg", "--exclude", "nothing/*")  # the flag replaces the file's list
    assert code == 1


def test_config_roots_wrappers_registrars(tmp_path, monkeypatch):
    write(tmp_path, {
        "app/__init__.py": "",
        "app/util.py": '''
            import torch

            def compile_it(fn):
                return torch.compile(fn, fullgraph=True)

            def register(fn):
                return fn
            ''',
        "app/main.py": '''
            import time
            from app.util import compile_it, register

            def step(x):
                time.sleep(0)
                return opaque(x)

            @register
            def opaque(x):
                print(x)
                return x

            def plain(x):
                print(x)
                return x

            step_c = compile_it(step)
            ''',
    })
    monkeypatch.chdir(tmp_path)
    # compile_it is unknown, so nothing is a root: only the declared one reports
    (tmp_path / "pyproject.toml").write_text('[tool.compilelint]\nroots = ["app.main:plain"]\n')
    assert rules_of(scan_json("app", "--roots", "compiled")[1]) == [("CL104", "app/main.py", 14)]
    (tmp_path / "pyproject.toml").write_text('[tool.compilelint]\ncompile-wrappers = ["app.util.compile_it"]\n')
    assert rules_of(scan_json("app", "--roots", "compiled")[1]) == [("CL104", "app/main.py", 10),
                                                                    ("CL107", "app/main.py", 5)]
    (tmp_path / "pyproject.toml").write_text('[tool.compilelint]\ncompile-wrappers = ["app.util.compile_it"]\n'
                                            'custom-op-registrars = ["app.util.register"]\n')
    assert rules_of(scan_json("app", "--roots", "compiled")[1]) == [("CL107", "app/main.py", 5)]


def test_config_follow(tmp_path, monkeypatch):
    write(tmp_path, {
        "site/extlib/__init__.py": "import subprocess\n\ndef probe():\n    return subprocess.check_output(['true'])\n",
        "proj/m.py": "import torch\nimport extlib\n\n@torch.compile\ndef f(x):\n    extlib.probe()\n    return x\n",
    })
    monkeypatch.chdir(tmp_path)
    args = ("proj", "--search-path", str(tmp_path / "site"))
    assert len(scan_json(*args)[1]["findings"]) == 1
    (tmp_path / "pyproject.toml").write_text('[tool.compilelint]\nfollow = ["somethingelse"]\n')
    assert scan_json(*args)[1]["findings"] == []
    (tmp_path / "pyproject.toml").write_text('[tool.compilelint]\nfollow = false\n')
    assert scan_json(*args)[1]["findings"] == []
    assert len(scan_json(*args, "--follow", "extlib")[1]["findings"]) == 1


# ---------------------------------------------------------------------------------------------
# suppressions
# ---------------------------------------------------------------------------------------------
def test_parse_comment():
    assert suppress.parse_comment("# compilelint: ignore[CL101, cl104]") == [(False, ("CL101", "CL104"))]
    assert suppress.parse_comment("# compilelint: ignore") == [(False, None)]
    assert suppress.parse_comment("# noqa: E501  # compilelint: ignore-file[CL1]") == [(True, ("CL1",))]
    assert suppress.parse_comment("# compilelint is great") == []


def test_suppress_on_barrier_line(pkg):
    edit(pkg / "pkg/helpers.py", 'print("x")', 'print("x")  # compilelint: ignore[CL104]')
    code, doc = scan_json("pkg")
    assert rules_of(doc) == [("CL101", "pkg/helpers.py", 5)] and doc["suppressed"] == 1
    # another code on the line does not suppress
    edit(pkg / "pkg/helpers.py", "ignore[CL104]", "ignore[CL101]")
    assert len(scan_json("pkg")[1]["findings"]) == 2


def test_suppress_on_chain_call_lines(pkg):
    # the call in the compiled root covers everything below it
    edit(pkg / "pkg/model.py", "return middle(x)", "return middle(x)  # compilelint: ignore")
    code, doc = scan_json("pkg")
    assert code == 0 and doc["suppressed"] == 2
    edit(pkg / "pkg/model.py", "  # compilelint: ignore", "")
    # an intermediate call covers only its own branch
    edit(pkg / "pkg/helpers.py", "    probe()\n", "    probe()  # compilelint: ignore[CL101]\n")
    assert rules_of(scan_json("pkg")[1]) == [("CL104", "pkg/helpers.py", 9)]


def test_suppress_on_root_decorator(pkg):
    deco = "@torch.compile(fullgraph=True)"
    edit(pkg / "pkg/model.py", deco, deco + "  # compilelint: ignore[CL1]")
    code, doc = scan_json("pkg")
    assert code == 0 and doc["suppressed"] == 2


def test_suppress_file_level(pkg):
    edit(pkg / "pkg/helpers.py", "import subprocess", "# compilelint: ignore-file[CL101]\nimport subprocess")
    assert [r for r, _, _ in rules_of(scan_json("pkg")[1])] == ["CL104"]
    edit(pkg / "pkg/helpers.py", "ignore-file[CL101]", "ignore-file")
    assert scan_json("pkg")[0] == 0
    # file-level in the root's file does not cover barriers elsewhere
    edit(pkg / "pkg/helpers.py", "# compilelint: ignore-file\n", "")
    (pkg / "pkg/model.py").write_text("# compilelint: ignore-file\n" + (pkg / "pkg/model.py").read_text())
    assert len(scan_json("pkg")[1]["findings"]) == 2


def test_string_is_not_a_comment(pkg):
    edit(pkg / "pkg/helpers.py", 'print("x")', 'print("# compilelint: ignore")')
    assert len(scan_json("pkg")[1]["findings"]) == 2


def test_unused_suppressions(pkg):
    edit(pkg / "pkg/helpers.py", 'print("x")', 'print("x")  # compilelint: ignore[CL104, CL110]')
    edit(pkg / "pkg/model.py", "import torch", "import torch  # compilelint: ignore")
    # without the flag: suppression works, nothing about unused ones, exit 1 for CL101
    res = runner.invoke(app, ["scan", "pkg", "--no-cache"])
    assert res.exit_code == 1 and "unused" not in res.stdout
    res = runner.invoke(app, ["scan", "pkg", "--no-cache", "--format", "json", "--show-unused-suppressions"])
    doc = json.loads(res.stdout)
    got = sorted((u["path"], u["line"], tuple(u["codes"])) for u in doc["unused_suppressions"])
    assert got == [("pkg/helpers.py", 9, ("CL110",)), ("pkg/model.py", 1, ("*",))]
    res = runner.invoke(app, ["scan", "pkg", "--no-cache", "--show-unused-suppressions", "--select", "CL104"])
    assert res.exit_code == 1  # no finding left, but unused suppressions fail the run
    assert "pkg/model.py:1: unused suppression `# compilelint: ignore`: suppresses nothing" in res.stdout
    assert "pkg/helpers.py:9: unused suppression" in res.stdout and "CL110 suppress(es) nothing" in res.stdout
    edit(pkg / "pkg/model.py", "  # compilelint: ignore", "")
    edit(pkg / "pkg/helpers.py", ", CL110", "")
    res = runner.invoke(app, ["scan", "pkg", "--no-cache", "--show-unused-suppressions", "--select", "CL104"])
    assert res.exit_code == 0, res.stdout


def test_chain_locator_without_recorded_steps(pkg):
    """Findings without the scanner's call lines: recovered from the source by name."""
    from compilelint.targets import resolve_targets

    loc = suppress.ChainLocator(resolve_targets(["pkg"]).files)
    f = Finding(rule="CL104", severity="error", path="pkg/helpers.py", line=9, column=5, message="m",
                root="pkg.model.run", chain=["pkg.model.run", "pkg.helpers.middle", "pkg.helpers.noisy",
                                             "builtins.print"])
    sites = suppress.call_sites(f, loc)
    assert sites == [(str(pkg / "pkg/model.py"), 7), (str(pkg / "pkg/helpers.py"), 15)]
    assert suppress.chain_files(f, loc) == {str(pkg / "pkg/model.py"), str(pkg / "pkg/helpers.py")}
    edit(pkg / "pkg/helpers.py", "return noisy(x)", "return noisy(x)  # compilelint: ignore")
    out = suppress.Suppressor([], loc).apply([f])
    assert out.suppressed == [f] and out.kept == []


# ---------------------------------------------------------------------------------------------
# output formats
# ---------------------------------------------------------------------------------------------
def _validator():
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads(SCHEMA.read_text())
    assert schema["$id"].endswith("sarif-schema-2.1.0.json")
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema, format_checker=cls.FORMAT_CHECKER)


def test_sarif_examples_validates_against_2_1_0():
    proc = run_cli("scan", "examples/", "--format", "sarif", "--no-cache", cwd=ROOT)
    assert proc.returncode == 1, proc.stderr
    doc = json.loads(proc.stdout)
    errors = sorted(_validator().iter_errors(doc), key=lambda e: list(e.path))
    assert not errors, [f"{list(e.path)}: {e.message}" for e in errors[:5]]
    run = doc["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    assert [r["id"] for r in rules] == [r.code for r in all_rules()]
    for r in rules:
        assert r["help"]["markdown"].startswith(f"# {r['name']} ({r['id']})")
    results = run["results"]
    assert results and {r["ruleId"] for r in results} >= {"CL101"}
    assert any(len(r["codeFlows"][0]["threadFlows"][0]["locations"]) >= 2 for r in results)
    for res in results:
        assert rules[res["ruleIndex"]]["id"] == res["ruleId"]
        flow = res["codeFlows"][0]["threadFlows"][0]["locations"]
        assert len(flow) >= 1  # root ... barrier (one location when the barrier sits in the root itself)
        last = flow[-1]["location"]["physicalLocation"]
        assert last == res["locations"][0]["physicalLocation"]
        if len(flow) >= 2:  # the root and each call on the way, besides the barrier
            assert res["relatedLocations"]
        assert not res["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].startswith("/")


def test_sarif_help_uri_is_dynamo_page():
    pytest.importorskip("torch")
    from compilelint.report import sarif

    d = sarif.rule_descriptor(next(r for r in all_rules() if r.code == "CL101"))
    assert d["helpUri"] == "https://meta-pytorch.github.io/compile-graph-break-site/gb/gb0007.html"


def test_sarif_empty_and_with_problems_validate(tmp_path, monkeypatch):
    write(tmp_path, {"p/ok.py": "def f(x):\n    return x\n", "p/bad.py": "def (\n"})
    monkeypatch.chdir(tmp_path)
    res = runner.invoke(app, ["scan", "p", "--no-cache", "--format", "sarif"])
    doc = json.loads(res.stdout)
    assert not list(_validator().iter_errors(doc))
    assert doc["runs"][0]["results"] == []
    assert doc["runs"][0]["invocations"][0]["toolExecutionNotifications"]


def test_github_format(pkg):
    res = runner.invoke(app, ["scan", "pkg", "--no-cache", "--format", "github"])
    assert res.exit_code == 1
    lines = res.stdout.splitlines()
    assert len(lines) == 2
    assert lines[0].startswith("::error file=pkg/helpers.py,line=5,col=12,title=CL101::`subprocess.check_output`")
    assert "pkg.model.run -> pkg.helpers.middle -> pkg.helpers.probe -> subprocess.check_output" in lines[0]
    assert lines[1].startswith("::error file=pkg/helpers.py,line=9,col=5,title=CL104::")
    from compilelint.report import github
    assert github._prop("a,b:c%\n") == "a%2Cb%3Ac%25%0A"


def test_output_file_and_bad_format(pkg):
    res = runner.invoke(app, ["scan", "pkg", "--no-cache", "--format", "sarif", "-o", "out.sarif"])
    assert res.exit_code == 1 and res.stdout == ""
    assert json.loads((pkg / "out.sarif").read_text())["version"] == "2.1.0"
    res = runner.invoke(app, ["scan", "pkg", "--format", "xml"])
    assert res.exit_code == 2 and "--format must be one of text, json, sarif, github" in res.stderr


def test_no_progress_output_in_pipes(pkg):
    proc = run_cli("scan", "pkg", "--no-cache", cwd=pkg)
    assert proc.returncode == 1 and proc.stderr == ""


def test_progress_spinner_only_after_delay(monkeypatch):
    import io
    import time

    from compilelint import cli

    from rich.console import Console

    buf = io.StringIO()
    monkeypatch.setattr(cli, "_progress_wanted", lambda: True)
    monkeypatch.setattr(cli, "_progress_console", lambda: Console(file=buf, force_terminal=True, width=80))
    with cli.progress("quick", delay=5.0):
        pass
    assert buf.getvalue() == ""
    with cli.progress("slow scan", delay=0.05):
        time.sleep(0.5)
    assert "slow scan" in buf.getvalue()
    monkeypatch.undo()
    monkeypatch.setenv("CI", "true")
    assert cli._progress_wanted() is False


# ---------------------------------------------------------------------------------------------
# rule docs
# ---------------------------------------------------------------------------------------------
def test_rules_command_lists_every_rule():
    res = runner.invoke(app, ["rules"])
    assert res.exit_code == 0
    for r in all_rules():
        assert r.code in res.stdout and r.name in res.stdout
    js = json.loads(runner.invoke(app, ["rules", "--format", "json"]).stdout)
    assert [x["code"] for x in js] == [r.code for r in all_rules()]
    by = {x["code"]: x for x in js}
    assert by["CL104"]["fix"] == "guard_side_effect" and by["CL104"]["fix_safety"] == "safe"
    assert by["CL101"]["fix_safety"] == "unsafe" and by["CL108"]["fix"] is None


@pytest.mark.parametrize("rule", all_rules(), ids=[r.code for r in all_rules()])
def test_every_rule_has_a_doc_page(rule):
    res = runner.invoke(app, ["rule", rule.code.lower()])
    assert res.exit_code == 0, res.stderr
    page = res.stdout
    assert page.startswith(f"# {rule.name} ({rule.code})")
    for heading in ("## What it does", "## Why is this bad?", "## Example", "## Use instead", "## Fix safety",
                    "## Dynamo"):
        assert heading in page
    assert rule.example.strip().splitlines()[0] in page
    assert runner.invoke(app, ["rule", rule.name]).stdout == page
    # and every rule has valid and invalid examples (the suite runs them: test_rules.py)
    assert rule.VALID and rule.INVALID


def test_rule_page_has_dynamo_link():
    pytest.importorskip("torch")
    page = runner.invoke(app, ["rule", "CL101"]).stdout
    assert "GB0007: https://meta-pytorch.github.io/compile-graph-break-site/gb/gb0007.html" in page


def test_unknown_rule_is_one_line_exit_2():
    proc = run_cli("rule", "CL999")
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr == "compilelint: unknown rule 'CL999' (see `compilelint rules`)\n"


def test_readme_rule_table_is_current():
    pytest.importorskip("torch")  # GB ids come from the installed torch's registry
    readme = (ROOT / "README.md").read_text()
    assert docs.render_readme(readme) == readme, "README rule table is stale: run `python -m compilelint.docs`"
    for name, body in docs.expected_pages().items():
        page = ROOT / "docs" / "rules" / name
        assert page.is_file() and page.read_text() == body, f"{page} is stale: run `python -m compilelint.docs`"
    proc = subprocess.run([sys.executable, "-m", "compilelint.docs", "--check"], cwd=ROOT, capture_output=True,
                          text=True)
    assert proc.returncode == 0, proc.stderr


# ---------------------------------------------------------------------------------------------
# changed-files mode (what the pre-commit hook runs)
# ---------------------------------------------------------------------------------------------
def test_changed_files_filters_by_chain(pkg):
    write(pkg, {"pkg/other.py": "def unrelated():\n    return 1\n"})

    def run(*files):
        res = runner.invoke(app, ["scan", "--changed-files", *files, "--format", "json", "--no-cache"])
        assert res.exit_code in (0, 1), res.stderr
        return res.exit_code, rules_of(json.loads(res.stdout))

    both = [("CL101", "pkg/helpers.py", 5), ("CL104", "pkg/helpers.py", 9)]
    assert run("pkg/helpers.py") == (1, both)  # the barriers' file
    assert run("pkg/model.py") == (1, both)  # the root's file: every chain starts there
    assert run("pkg/other.py") == (0, [])  # not on any chain
    assert run("README.md", "setup.cfg") == (0, [])  # no Python file at all
    assert runner.invoke(app, ["scan", "--changed-files"]).exit_code == 0


def test_changed_files_intermediate_step(tmp_path, monkeypatch):
    write(tmp_path, {
        "a/__init__.py": "",
        "a/root.py": "import torch\nfrom a.mid import mid\n\n@torch.compile\ndef r(x):\n    return mid(x)\n",
        "a/mid.py": "from a.leaf import leaf\n\ndef mid(x):\n    return leaf(x)\n",
        "a/leaf.py": "def leaf(x):\n    print(x)\n    return x\n",
        "a/side.py": "def s():\n    return 0\n",
    })
    monkeypatch.chdir(tmp_path)
    for f, want in (("a/mid.py", 1), ("a/leaf.py", 1), ("a/root.py", 1), ("a/side.py", 0)):
        assert runner.invoke(app, ["scan", "--changed-files", f, "--no-cache"]).exit_code == want, f


# ---------------------------------------------------------------------------------------------
# pre-commit: the real framework, a real git repository, real commits
# ---------------------------------------------------------------------------------------------
HOOK_FILES = ("pyproject.toml", "README.md", ".pre-commit-hooks.yaml", "compilelint", "rules", "fixers")


def _git(cwd, *args, check=True, env=None):
    e = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.com", GIT_COMMITTER_NAME="t",
             GIT_COMMITTER_EMAIL="t@example.com", GIT_CONFIG_NOSYSTEM="1", HOME=str(cwd))
    if env:
        e.update(env)
    proc = subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, env=e, timeout=600)
    if check:
        assert proc.returncode == 0, (args, proc.stdout, proc.stderr)
    return proc


def test_hooks_file_declares_both_hooks():
    yaml = pytest.importorskip("yaml")
    hooks = {h["id"]: h for h in yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())}
    assert hooks["compilelint"]["entry"] == "compilelint scan --changed-files"
    assert hooks["compilelint"]["pass_filenames"] is True
    assert hooks["compilelint-fix"]["entry"] == "compilelint fix --apply"
    assert all(h["language"] == "python" for h in hooks.values())


def test_pre_commit_real_commits(tmp_path):
    pytest.importorskip("pre_commit")
    if shutil.which("git") is None:
        pytest.skip("git is not installed")
    # the hook repository: this working tree (uncommitted work included) at a fresh commit
    hook = tmp_path / "hookrepo"
    hook.mkdir()
    for name in HOOK_FILES:
        src = ROOT / name
        if src.is_dir():
            shutil.copytree(src, hook / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            shutil.copy2(src, hook / name)
    _git(hook, "init", "-q")
    _git(hook, "add", "-A")
    _git(hook, "commit", "-q", "-m", "hooks")
    rev = _git(hook, "rev-parse", "HEAD").stdout.strip()

    proj = tmp_path / "proj"
    write(proj, {
        ".pre-commit-config.yaml": f"""
            repos:
              - repo: {hook}
                rev: {rev}
                hooks:
                  - id: compilelint
            """,
        "pkg/__init__.py": "",
        "pkg/model.py": '''
            import torch
            from pkg import helpers


            @torch.compile(fullgraph=True)
            def forward(x):
                return helpers.scale(x)
            ''',
        "pkg/helpers.py": "def scale(x):\n    return x * 2\n",
        "pkg/other.py": "def unrelated():\n    return 1\n",
    })
    # offline-ish: the hook's virtualenv sees the already-installed typer/rich/libcst and builds
    # compilelint with the installed setuptools, so pip needs no index
    env = {"PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home"), "VIRTUALENV_SYSTEM_SITE_PACKAGES": "1",
           "PIP_NO_BUILD_ISOLATION": "0", "PIP_NO_INDEX": "1", "PIP_DISABLE_PIP_VERSION_CHECK": "1",
           "COMPILELINT_CACHE_DIR": str(tmp_path / "cache"), "CI": "1"}
    _git(proj, "init", "-q")
    proc = subprocess.run([sys.executable, "-m", "pre_commit", "install"], cwd=proj, capture_output=True, text=True,
                          env=dict(os.environ, **env), timeout=120)
    assert proc.returncode == 0, proc.stderr

    def commit(msg):
        return _git(proj, "commit", "-m", msg, check=False, env=env)

    # 1. a clean commit passes (this run builds the hook's environment)
    _git(proj, "add", "-A")
    c = commit("clean")
    assert c.returncode == 0, c.stdout + c.stderr
    assert "compilelint" in c.stdout + c.stderr and "Passed" in c.stdout + c.stderr

    # 2. a barrier reachable from the compiled root fails the commit
    (proj / "pkg/helpers.py").write_text("import subprocess\n\n\ndef scale(x):\n"
                                         "    subprocess.run(['true'])\n    return x * 2\n")
    _git(proj, "add", "pkg/helpers.py")
    c = commit("barrier")
    out = c.stdout + c.stderr
    assert c.returncode != 0, out
    assert "Failed" in out and "CL101 pkg/helpers.py:5:5 subprocess.run" in out
    assert _git(proj, "log", "--oneline").stdout.count("\n") == 1  # not committed

    # 3. the same barrier, unreachable from any root, passes
    (proj / "pkg/helpers.py").write_text("import subprocess\n\n\ndef scale(x):\n    return x * 2\n\n\n"
                                         "def tool():\n    subprocess.run(['true'])\n")
    _git(proj, "add", "pkg/helpers.py")
    c = commit("unreachable barrier")
    assert c.returncode == 0, c.stdout + c.stderr

    # 4. only the findings whose chain touches the staged files count: with a barrier already in the
    #    history (committed with --no-verify), an unrelated change passes, a change to the root fails
    (proj / "pkg/helpers.py").write_text("import subprocess\n\n\ndef scale(x):\n"
                                         "    subprocess.run(['true'])\n    return x * 2\n")
    _git(proj, "add", "pkg/helpers.py")
    _git(proj, "commit", "-q", "--no-verify", "-m", "known barrier", env=env)
    (proj / "pkg/other.py").write_text("def unrelated():\n    return 2\n")
    _git(proj, "add", "pkg/other.py")
    c = commit("unrelated change")
    assert c.returncode == 0, c.stdout + c.stderr
    (proj / "pkg/model.py").write_text((proj / "pkg/model.py").read_text() + "\n# touched\n")
    _git(proj, "add", "pkg/model.py")
    c = commit("root change")
    assert c.returncode != 0 and "CL101" in c.stdout + c.stderr
    _git(proj, "reset", "-q", "--hard")

    # 5. a suppression on the call in the root lets it through
    (proj / "pkg/model.py").write_text((proj / "pkg/model.py").read_text().replace(
        "return helpers.scale(x)", "return helpers.scale(x)  # compilelint: ignore[CL101]"))
    _git(proj, "add", "pkg/model.py")
    c = commit("suppressed")
    assert c.returncode == 0, c.stdout + c.stderr

    # 6. no staged Python file: the hook is skipped, nothing crashes
    (proj / "NOTES.txt").write_text("notes\n")
    _git(proj, "add", "NOTES.txt")
    c = commit("docs only")
    assert c.returncode == 0, c.stdout + c.stderr
    assert "no files to check" in (c.stdout + c.stderr).lower() or "skipped" in (c.stdout + c.stderr).lower()

    # 7. `pre-commit run --files` with a non-Python file and with a Python file
    run = subprocess.run([sys.executable, "-m", "pre_commit", "run", "--files", "NOTES.txt"], cwd=proj,
                         capture_output=True, text=True, env=dict(os.environ, **env), timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    run = subprocess.run([sys.executable, "-m", "pre_commit", "run", "--files", "pkg/helpers.py"], cwd=proj,
                         capture_output=True, text=True, env=dict(os.environ, **env), timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr  # suppressed at the root's call

    # 8. the compilelint-fix hook: a safely fixable barrier is rewritten (pre-commit fails the hook
    #    because files changed); staging the rewrite lets the commit through
    proj2 = tmp_path / "proj2"
    write(proj2, {
        ".pre-commit-config.yaml": f"""
            repos:
              - repo: {hook}
                rev: {rev}
                hooks:
                  - id: compilelint-fix
                  - id: compilelint
            """,
        "app/__init__.py": "",
        "app/model.py": '''
            import torch


            @torch.compile(fullgraph=True)
            def forward(x):
                print("shape", x.shape)
                return x * 2
            ''',
    })
    _git(proj2, "init", "-q")
    proc = subprocess.run([sys.executable, "-m", "pre_commit", "install"], cwd=proj2, capture_output=True,
                          text=True, env=dict(os.environ, **env), timeout=120)
    assert proc.returncode == 0, proc.stderr
    _git(proj2, "add", "-A")
    c = _git(proj2, "commit", "-m", "print", check=False, env=env)
    out = c.stdout + c.stderr
    assert c.returncode != 0 and "files were modified by this hook" in out, out
    assert "if not torch.compiler.is_compiling():" in (proj2 / "app/model.py").read_text()
    _git(proj2, "add", "-A")
    c = _git(proj2, "commit", "-m", "print, fixed", check=False, env=env)
    assert c.returncode == 0, c.stdout + c.stderr
