"""``compilelint trace``: dynamo's own verdict on small real packages (no mocks of dynamo).

Each test writes a tiny package with a barrier in a helper module, traces a root in another
module, and checks the verdict, the GB id and its link, the rule code, the attributed line (the
line carrying a ``# <- BARRIER`` marker; for a multi-line call, its first line) and the chain.
In-process tests call ``run_trace``; the CLI tests run ``python -m compilelint.trace_cli`` (and
one ``python -m compilelint trace``) in a subprocess for exit codes and output.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
import uuid
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

from compilelint import gb  # noqa: E402
from compilelint.findings import Finding  # noqa: E402
from compilelint.trace import TraceUsageError, compare, run_trace  # noqa: E402

pytestmark = pytest.mark.torch

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"
MARK = "# <- BARRIER"
BREAK_KEYS = {"gb_type", "gb_id", "path", "line", "rule", "message", "chain"}


# --------------------------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------------------------
def make_pkg(base: Path, files: dict[str, str], prefix: str = "tp") -> str:
    """Write a package with a unique name under ``base``; returns the package name."""
    name = f"{prefix}_{uuid.uuid4().hex[:8]}"
    pkg = base / name
    pkg.mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    for rel, src in files.items():
        (pkg / rel).write_text(textwrap.dedent(src).replace("PKG", name))
    return name


def marked_line(base: Path, pkg: str, rel: str, mark: str = MARK) -> int:
    lines = (base / pkg / rel).read_text().splitlines()
    hits = [i for i, ln in enumerate(lines, 1) if mark in ln]
    assert len(hits) == 1, hits
    return hits[0]


def run_cli(args, cwd, env=None, module="compilelint.trace_cli", timeout=600):
    e = dict(os.environ)
    e.pop("PYTHONPATH", None)
    if env:
        e.update(env)
    return subprocess.run([sys.executable, "-m", module, *map(str, args)], cwd=cwd, env=e,
                          capture_output=True, text=True, timeout=timeout)


TOP = """
import torch
from PKG import helpers

def entry(x):
    x = x + 1
    y = helpers.barrier(x)
    return y * 2
"""

BARRIERS = {
    "subprocess": ("""
        import subprocess

        def barrier(x):
            subprocess.run(["true"])  # <- BARRIER
            return x
        """, "Attempted to call function marked as skipped", "GB0007", "CL101", "subprocess.run"),
    "print": ("""
        def barrier(x):
            print("tracing", x.shape)  # <- BARRIER
            return x
        """, "Failed to trace builtin operator", "GB0059", "CL104", "print"),
    "logger": ("""
        import logging

        logger = logging.getLogger(__name__)

        def barrier(x):
            logger.info("step")  # <- BARRIER
            return x
        """, "logging.Logger method not supported for non-export cases", "GB0291", "CL105", None),
    "disable": ("""
        import torch

        @torch.compiler.disable
        def _stats(x):
            return x.sum().item()

        def barrier(x):
            _stats(x)  # <- BARRIER
            return x
        """, "Skip calling `torch.compiler.disable()`d function", "GB0098", "CL103", None),
    "data_dependent_if": ("""
        def barrier(x):
            if x.sum() > 0:  # <- BARRIER
                return x + 1
            return x - 1
        """, "Data-dependent branching", "GB0170", "CL201", None),
    "multiline_call": ("""
        import subprocess

        def barrier(x):
            out = subprocess.check_output(  # <- BARRIER
                ["echo", "12.8"],
                text=True,
            )
            return x
        """, "Attempted to call function marked as skipped", "GB0007", "CL101",
        "subprocess.check_output"),
    "time_clock": ("""
        import time

        def barrier(x):
            t0 = time.perf_counter()  # <- BARRIER
            return x
        """, "Attempted to call function marked as skipped", "GB0007", "CL107", "time.perf_counter"),
}


# --------------------------------------------------------------------------------------------
# in-process: verdict, attribution, ids, rules
# --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", sorted(BARRIERS))
def test_barrier_in_helper_is_attributed(tmp_path, kind):
    src, gb_type, gid, rule, callee = BARRIERS[kind]
    pkg = make_pkg(tmp_path, {"top.py": TOP, "helpers.py": src})
    r = run_trace(f"{pkg}.top:entry", None, tmp_path)
    assert r.fullgraph_ok is False and r.exit_code == 1
    fe = r.fullgraph_error
    assert fe.gb_type == gb_type
    assert fe.gb_id == gid == gb.gb_id(gb_type)
    assert fe.link == gb.doc_url(gid) and fe.link.endswith(f"/{gid.lower()}.html")
    assert fe.rule == rule
    assert fe.path == f"{pkg}/helpers.py"
    assert fe.line == marked_line(tmp_path, pkg, "helpers.py")
    assert fe.chain[0] == f"{pkg}.top.entry"
    assert f"{pkg}.helpers.barrier" in fe.chain
    assert [f.function for f in fe.frames] == [f"{pkg}.top.entry", f"{pkg}.helpers.barrier"]
    assert fe.frames[0].line == marked_line(tmp_path, pkg, "top.py", "helpers.barrier(x)")
    if callee:
        assert fe.callee == callee and fe.chain[-1] == callee
    # the explain pass sees the same barrier
    assert any(b.path == fe.path and b.line == fe.line for b in r.breaks)
    assert "no --inputs given" in " ".join(r.notes)


def test_clean_target_compiles(tmp_path):
    pkg = make_pkg(tmp_path, {"top.py": """
        import os
        import torch

        FLAG = os.environ.get("NOPE_FLAG")

        def entry(x):
            if not torch.compiler.is_compiling():
                print("eager only")
            return torch.relu(x) * 2 + (1 if FLAG else 0)
        """})
    r = run_trace(f"{pkg}.top:entry", None, tmp_path)
    assert r.fullgraph_ok is True and r.exit_code == 0
    assert r.fullgraph_error is None and r.breaks == []
    d = r.to_json()
    assert d["fullgraph_error"] is None and d["breaks"] == []


def test_every_break_listed_including_one_before_any_tensor_op(tmp_path):
    pkg = make_pkg(tmp_path, {
        "helpers.py": """
            import logging
            import subprocess

            logger = logging.getLogger(__name__)

            def probe():
                return subprocess.check_output(["echo", "1"], text=True)  # <- A

            def say(x):
                print("hello")  # <- B
                return x

            def log(x):
                logger.warning("w")  # <- C
                return x
            """,
        "top.py": """
            from PKG import helpers

            def entry(x):
                helpers.probe()
                x = x * 2
                x = helpers.say(x)
                x = helpers.log(x)
                if x.sum() > 0:  # <- D
                    x = x + 1
                return x
            """})
    r = run_trace(f"{pkg}.top:entry", None, tmp_path)
    got = [(b.path, b.line, b.rule) for b in r.breaks]
    want = [(f"{pkg}/helpers.py", marked_line(tmp_path, pkg, "helpers.py", "# <- A"), "CL101"),
            (f"{pkg}/helpers.py", marked_line(tmp_path, pkg, "helpers.py", "# <- B"), "CL104"),
            (f"{pkg}/helpers.py", marked_line(tmp_path, pkg, "helpers.py", "# <- C"), "CL105"),
            (f"{pkg}/top.py", marked_line(tmp_path, pkg, "top.py", "# <- D"), "CL201")]
    assert got == want
    assert r.explain_complete
    # the first break comes before any tensor op: explain() alone would miss it
    assert r.breaks[0].gb_id == "GB0007"
    for b in r.breaks:
        assert b.chain[0] == f"{pkg}.top.entry" and b.gb_id and b.link
    # chains do not repeat the root for dynamo's resume functions
    assert [f.function for f in r.breaks[2].frames] == [f"{pkg}.top.entry", f"{pkg}.helpers.log"]


def test_eager_failure_after_a_break_keeps_breaks_and_notes_it(tmp_path):
    pkg = make_pkg(tmp_path, {"top.py": """
        def load_kernel():
            raise RuntimeError("no GPU kernel on this machine")  # <- RAISE

        def entry(x):
            x = x + 1
            print("about to load")  # <- BARRIER
            load_kernel()
            return x
        """})
    r = run_trace(f"{pkg}.top:entry", None, tmp_path)
    assert not r.fullgraph_ok and r.fullgraph_error.rule == "CL104"
    assert [(b.line, b.gb_id) for b in r.breaks] == [(marked_line(tmp_path, pkg, "top.py"), "GB0059")]
    assert not r.explain_complete
    note = [n for n in r.notes if "eager code after a break raised" in n]
    assert note and "RuntimeError: no GPU kernel" in note[0]
    assert f"{pkg}/top.py:{marked_line(tmp_path, pkg, 'top.py', '# <- RAISE')}" in note[0]


def test_break_in_loop_reports_the_real_cause(tmp_path):
    pkg = make_pkg(tmp_path, {"top.py": """
        def entry(x):
            for _ in range(3):
                x = x + 1
                print(x.shape)  # <- BARRIER
            return x
        """})
    r = run_trace(f"{pkg}.top:entry", None, tmp_path)
    assert [(b.gb_type, b.line, b.rule) for b in r.breaks] == [
        ("Failed to trace builtin operator", marked_line(tmp_path, pkg, "top.py"), "CL104")]


def test_item_guard_user_error_maps_to_data_dependent_rule(tmp_path):
    pkg = make_pkg(tmp_path, {"top.py": """
        def entry(x):
            if x.max().item() > 100:  # <- BARRIER
                return x * 0
            return x
        """})
    r = run_trace(f"{pkg}.top:entry", None, tmp_path)
    fe = r.fullgraph_error
    assert fe.gb_type is None and fe.exc_type == "UserError" and fe.gb_id is None
    assert fe.rule == "CL201" and fe.line == marked_line(tmp_path, pkg, "top.py")
    assert all(b.rule == "CL201" for b in r.breaks)


# --------------------------------------------------------------------------------------------
# target forms
# --------------------------------------------------------------------------------------------
MODEL = """
import torch
from torch import nn
from PKG import helpers


class Net(nn.Module):
    def __init__(self, width: int = 8):
        super().__init__()
        self.lin = nn.Linear(width, width)

    def forward(self, x):
        return helpers.barrier(self.lin(x))


class NeedsArgs(nn.Module):
    def __init__(self, width):
        super().__init__()
        self.lin = nn.Linear(width, width)

    def forward(self, x):
        return helpers.barrier(self.lin(x))


model = Net()
compiled_model = torch.compile(Net(), fullgraph=True)


@torch.compile(fullgraph=True)
def compiled_fn(x):
    return helpers.barrier(x + 1)


def instance_inputs():
    return {"instance": NeedsArgs(8), "args": (torch.randn(2, 8),)}


def self_first_inputs():
    return (NeedsArgs(8), torch.randn(2, 8))


def kw_inputs():
    return ((), {"x": torch.randn(2, 8)})
"""

HELPER_PRINT = """
def barrier(x):
    print("shape", x.shape)  # <- BARRIER
    return x
"""


@pytest.fixture
def model_pkg(tmp_path):
    pkg = make_pkg(tmp_path, {"model.py": MODEL, "helpers.py": HELPER_PRINT})
    return tmp_path, pkg


@pytest.mark.parametrize("attr,inputs,first", [
    ("model", None, "Net.forward"),  # an nn.Module instance
    ("Net", None, "Net.forward"),  # a class, constructed with no arguments
    ("Net.forward", None, "Net.forward"),  # a method, instance Net()
    ("NeedsArgs.forward", "instance_inputs", "NeedsArgs.forward"),  # instance from FACTORY
    ("NeedsArgs.forward", "self_first_inputs", "NeedsArgs.forward"),  # self as first arg
    ("compiled_model", None, "Net.forward"),  # OptimizedModule
    ("compiled_fn", None, "compiled_fn"),  # a function wrapped by torch.compile
    ("model.forward", "kw_inputs", "Net.forward"),  # bound method, (args, kwargs)
])
def test_target_forms(model_pkg, attr, inputs, first):
    base, pkg = model_pkg
    r = run_trace(f"{pkg}.model:{attr}", f"{pkg}.model:{inputs}" if inputs else None, base)
    assert not r.fullgraph_ok
    fe = r.fullgraph_error
    assert (fe.gb_id, fe.rule, fe.path) == ("GB0059", "CL104", f"{pkg}/helpers.py")
    assert fe.line == marked_line(base, pkg, "helpers.py")
    assert fe.chain[0] == f"{pkg}.model.{first}"
    assert fe.chain[1] == f"{pkg}.helpers.barrier"
    if attr.startswith("compiled"):
        assert any("already wrapped by torch.compile" in n for n in r.notes)


def test_method_without_instance_or_noarg_constructor_is_a_usage_error(model_pkg):
    base, pkg = model_pkg
    with pytest.raises(TraceUsageError, match=r"is a method: NeedsArgs\(\) failed.*instance"):
        run_trace(f"{pkg}.model:NeedsArgs.forward", None, base)


@pytest.mark.parametrize("target,inputs,pattern", [
    ("no_colon_here", None, "not of the form module.path:attr.path"),
    ("nonexistent_pkg_xyz.mod:f", None, "no module named 'nonexistent_pkg_xyz'"),
    ("{pkg}.model:nope", None, "has no attribute 'nope'"),
    ("{pkg}.model:torch", None, "not a callable"),
    ("{pkg}.model:Net.forward", "{pkg}.model:missing", "has no attribute"),
    ("{pkg}.model:helpers.barrier", "{pkg}.model:self_first_inputs", "cannot take these inputs"),
])
def test_usage_errors(model_pkg, target, inputs, pattern):
    base, pkg = model_pkg
    with pytest.raises(TraceUsageError, match=pattern):
        run_trace(target.format(pkg=pkg), inputs.format(pkg=pkg) if inputs else None, base)


def test_factory_raising_is_a_usage_error(tmp_path):
    pkg = make_pkg(tmp_path, {"top.py": """
        def entry(x):
            return x

        def inputs():
            raise FileNotFoundError("weights.safetensors")
        """})
    with pytest.raises(TraceUsageError, match="raised FileNotFoundError: weights.safetensors"):
        run_trace(f"{pkg}.top:entry", f"{pkg}.top:inputs", tmp_path)


def test_json_shape(tmp_path):
    pkg = make_pkg(tmp_path, {"top.py": TOP, "helpers.py": BARRIERS["subprocess"][0]})
    d = run_trace(f"{pkg}.top:entry", None, tmp_path).to_json()
    json.dumps(d)
    assert {"target", "fullgraph_ok", "fullgraph_error", "breaks"} <= set(d)
    assert d["target"] == f"{pkg}.top:entry" and d["fullgraph_ok"] is False
    for b in [d["fullgraph_error"], *d["breaks"]]:
        assert BREAK_KEYS <= set(b)
        assert isinstance(b["gb_type"], str) and isinstance(b["gb_id"], str)
        assert isinstance(b["path"], str) and isinstance(b["line"], int)
        assert isinstance(b["rule"], str) and isinstance(b["message"], str)
        assert isinstance(b["chain"], list) and all(isinstance(c, str) for c in b["chain"])
        assert b["link"] == gb.doc_url(b["gb_id"])
    assert d["fullgraph_error"] == {**d["breaks"][0], "source": "fullgraph"}


# --------------------------------------------------------------------------------------------
# static vs dynamic: the pure comparison
# --------------------------------------------------------------------------------------------
def _finding(path, line, rule="CL101", end_line=None, root="pkg.top.entry"):
    return Finding(rule=rule, severity="error", path=path, line=line, column=5, message="m", root=root,
                   chain=[root, "x"], end_line=end_line)


def test_compare_matches_by_path_and_line(tmp_path):
    from compilelint.trace import Break

    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "helpers.py").write_text("\n" * 40)
    b1 = Break("Attempted to call function marked as skipped", "GB0007", "pkg/helpers.py", 8, "CL101", "m", [],
               abspath=str(tmp_path / "pkg" / "helpers.py"))
    b2 = Break("Failed to trace builtin operator", "GB0059", "pkg/helpers.py", 15, "CL104", "m", [])
    b3 = Break("Data-dependent branching", "GB0170", "pkg/top.py", 30, "CL201", "m", [])
    f1 = _finding(str(tmp_path / "pkg" / "helpers.py"), 8)  # absolute path, same line
    f1b = _finding("pkg/helpers.py", 8, root="pkg.top.other")  # same site, another root
    f2 = _finding("other/pkg/helpers.py", 14, rule="CL104", end_line=16)  # suffix path, range
    f3 = _finding("pkg/top.py", 31, rule="CL201")  # off by one: not the same site
    f4 = _finding("pkg/util.py", 3, rule="CL102")
    c = compare([b1, b2, b3], [f1, f1b, f2, f3, f4], bases=[str(tmp_path)])
    assert [(b.line, f.line) for b, f in c.confirmed] == [(8, 8), (15, 14)]
    assert c.missed == [b3]
    assert c.unobserved == [f3, f4]
    j = c.to_json()
    assert set(j) == {"confirmed", "missed_by_static", "predicted_not_observed", "caveat"}
    # works on JSON dicts as well
    c2 = compare([b1.to_json(), b3.to_json()], [f1.to_json(), f4.to_json()], bases=[str(tmp_path)])
    assert len(c2.confirmed) == 1 and len(c2.missed) == 1 and len(c2.unobserved) == 1


# --------------------------------------------------------------------------------------------
# the CLI (subprocess): exit codes, one-line errors, JSON on stdout, --scan
# --------------------------------------------------------------------------------------------
def test_cli_json_breaks_exit_1_and_stdout_is_pure_json(tmp_path):
    pkg = make_pkg(tmp_path, {"top.py": TOP, "helpers.py": BARRIERS["print"][0]})
    p = run_cli([f"{pkg}.top:entry", "--format", "json"], cwd=tmp_path)
    assert p.returncode == 1, p.stderr
    d = json.loads(p.stdout)  # the target's print() did not leak into stdout
    assert d["fullgraph_ok"] is False
    fe = d["fullgraph_error"]
    assert (fe["gb_id"], fe["rule"], fe["path"], fe["line"]) == (
        "GB0059", "CL104", f"{pkg}/helpers.py", marked_line(tmp_path, pkg, "helpers.py"))
    assert fe["link"] == gb.doc_url("GB0059")
    assert "tracing" in p.stderr or "tracing" not in p.stdout


def test_cli_text_clean_exit_0_through_compilelint_main(tmp_path):
    pkg = make_pkg(tmp_path, {"top.py": """
        import torch

        def entry(x):
            return torch.sigmoid(x) + 1

        def inputs():
            return (torch.randn(3, 5),)
        """})
    p = run_cli(["trace", f"{pkg}.top:entry", "--inputs", f"{pkg}.top:inputs"], cwd=tmp_path,
                module="compilelint")
    assert p.returncode == 0, p.stderr
    assert "PASS" in p.stdout and "compiles" in p.stdout


def test_cli_text_report_shows_id_link_rule_location_chain(tmp_path):
    pkg = make_pkg(tmp_path, {"top.py": TOP, "helpers.py": BARRIERS["subprocess"][0]})
    p = run_cli([f"{pkg}.top:entry"], cwd=tmp_path, env={"COLUMNS": "200"})
    assert p.returncode == 1, p.stderr
    out = p.stdout
    line = marked_line(tmp_path, pkg, "helpers.py")
    for needle in ("FAIL", "GB0007", "CL101", f"{pkg}/helpers.py:{line}", gb.doc_url("GB0007"),
                   f"{pkg}.top.entry", f"{pkg}.helpers.barrier", "subprocess.run", "All graph breaks"):
        assert needle in out, (needle, out)


@pytest.mark.parametrize("case", ["bad_target", "missing_module", "factory_raises"])
def test_cli_usage_errors_exit_2_one_line(tmp_path, case):
    pkg = make_pkg(tmp_path, {"top.py": """
        def entry(x):
            return x

        def inputs():
            raise ValueError("cannot build inputs")
        """})
    args = {"bad_target": [f"{pkg}.top:nope"],
            "missing_module": ["no_such_module_abc:f"],
            "factory_raises": [f"{pkg}.top:entry", "--inputs", f"{pkg}.top:inputs"]}[case]
    p = run_cli(args, cwd=tmp_path)
    assert p.returncode == 2
    assert p.stdout == ""
    lines = [ln for ln in p.stderr.splitlines() if ln.strip() and "triton not found" not in ln]
    assert len(lines) == 1, p.stderr
    assert lines[0].startswith("compilelint trace: ")
    assert "Traceback" not in p.stderr
    if case == "factory_raises":
        assert "ValueError: cannot build inputs" in lines[0]
        pv = run_cli(args + ["--verbose"], cwd=tmp_path)
        assert pv.returncode == 2 and "Traceback" in pv.stderr


def test_cli_bad_format_exit_2(tmp_path):
    p = run_cli(["x.y:z", "--format", "xml"], cwd=tmp_path)
    assert p.returncode == 2 and "--format must be text or json" in p.stderr


def test_cli_without_torch_says_how_to_install(tmp_path):
    code = ("import sys; sys.modules['torch'] = None; sys.argv = ['compilelint', 'pkg.mod:f']\n"
            "from compilelint.trace_cli import main; main()")
    p = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True)
    assert p.returncode == 2
    assert "pip install 'compilelint[trace]'" in p.stderr
    assert len(p.stderr.strip().splitlines()) == 1 and "Traceback" not in p.stderr


def test_scan_side_by_side(tmp_path):
    pytest.importorskip("compilelint.scan")
    pkg = make_pkg(tmp_path, {
        "helpers.py": """
            import subprocess
            import time

            def probe():
                return subprocess.check_output(["echo", "1"], text=True)  # <- A

            def stamp(x):
                if x.dim() > 8:
                    time.sleep(0)  # <- C
                return x
            """,
        "top.py": """
            from PKG import helpers

            def entry(x):
                helpers.probe()
                x = helpers.stamp(x * 2)
                print(x.shape)  # <- B
                return x
            """})
    p = run_cli([f"{pkg}.top:entry", "--scan", "--format", "json"], cwd=tmp_path)
    assert p.returncode == 1, p.stderr
    d = json.loads(p.stdout)
    st = d["static"]
    assert "error" not in st, st
    confirmed = {(c["break"]["path"], c["break"]["line"]) for c in st["confirmed"]}
    line = lambda rel, m: marked_line(tmp_path, pkg, rel, m)  # noqa: E731
    assert (f"{pkg}/helpers.py", line("helpers.py", "# <- A")) in confirmed  # subprocess: both see it
    assert (f"{pkg}/top.py", line("top.py", "# <- B")) in confirmed  # print: both see it
    assert st["missed_by_static"] == []
    # time.sleep sits under a shape branch dynamo resolves statically: predicted, never observed
    assert any(f["line"] == line("helpers.py", "# <- C") and f["rule"] == "CL107"
               for f in st["predicted_not_observed"])

    # the same comparison in process, rendered as text
    import io

    from rich.console import Console

    from compilelint.trace import package_dir, run_static
    from compilelint.trace_cli import render_comparison, render_text

    r = run_trace(f"{pkg}.top:entry", None, tmp_path)
    findings, why = run_static(r)
    assert why is None and findings
    c = compare(r.breaks, findings, [str(tmp_path), package_dir(r.module_file)])
    assert len(c.confirmed) == len(st["confirmed"]) and len(c.unobserved) == len(st["predicted_not_observed"])
    buf = io.StringIO()
    console = Console(file=buf, width=200, highlight=False)
    render_text(r, console)
    render_comparison(c, None, console)
    text = buf.getvalue()
    for needle in ("static scan vs dynamo", "confirmed", "missed by static", "predicted but not observed",
                   f"{pkg}/helpers.py:{line('helpers.py', '# <- A')}"):
        assert needle in text, (needle, text)


# --------------------------------------------------------------------------------------------
# acceptance: the seed incident (flashinfer 0.6.8.post1, SM120 simulated, CPU, meta tensors)
# --------------------------------------------------------------------------------------------
FLASHINFER = ROOT / ".targets" / "flashinfer-0.6.8.post1"
DEPS = ROOT / ".targets" / "deps"


@pytest.mark.targets
def test_flashinfer_fp4_quantize_sm120(tmp_path):
    if not (FLASHINFER / "flashinfer").is_dir():
        pytest.skip(f"{FLASHINFER} missing: run `python tests/fetch_targets.py` (needs PyPI)")
    if not DEPS.is_dir():
        pytest.skip(f"{DEPS} missing (flashinfer's CPU import deps): run `python tests/fetch_targets.py`")
    env = {"PYTHONPATH": os.pathsep.join([str(FLASHINFER), str(DEPS), str(TESTS)])}
    p = run_cli(["trace_helpers.fi_sm120:nvfp4_quantize", "--inputs", "trace_helpers.fi_sm120:inputs",
                 "--format", "json"], cwd=tmp_path, env=env)
    assert p.returncode == 1, p.stderr[-3000:]
    d = json.loads(p.stdout)
    assert d["fullgraph_ok"] is False
    fe = d["fullgraph_error"]
    assert (fe["path"], fe["line"]) == ("flashinfer/jit/cpp_ext.py", 73)
    assert fe["gb_id"] == "GB0007" and fe["link"] == gb.doc_url("GB0007")
    assert fe["link"] == "https://meta-pytorch.github.io/compile-graph-break-site/gb/gb0007.html"
    assert fe["rule"] == "CL101"
    assert any("fp4_quantize" in c for c in fe["chain"])
    assert any("get_cuda_version" in c for c in fe["chain"])
    assert fe["chain"][0] == "trace_helpers.fi_sm120.nvfp4_quantize"
    assert fe["chain"][-1] == "subprocess.check_output"
    assert d["breaks"][0]["path"] == "flashinfer/jit/cpp_ext.py" and d["breaks"][0]["line"] == 73


# --------------------------------------------------------------------------------------------
# the labelled corpus: trace agrees with dynamo's labels and attributes the true line
# --------------------------------------------------------------------------------------------
CORPUS = TESTS / "corpus"


@pytest.mark.slow
@pytest.mark.parametrize("corpus", ["cases", "heldout"])
def test_trace_agrees_with_corpus_labels(corpus):
    if not (CORPUS / "label.py").is_file() or not (CORPUS / corpus).is_dir():
        pytest.skip(f"tests/corpus (label.py + {corpus}/) not present")
    import importlib.util

    sys.path.insert(0, str(CORPUS))
    try:
        import label
    finally:
        sys.path.remove(str(CORPUS))
    dirs = label.all_case_dirs(CORPUS / corpus)
    if not dirs:
        pytest.skip(f"tests/corpus/{corpus} has no cases")
    labels = {lab["case"]: lab for lab in label.label_cases(dirs)}
    disagree, breaking, on_line = [], 0, 0
    for d in dirs:
        lab = labels[d.name]
        spec = importlib.util.spec_from_file_location(f"_trace_{corpus}_{d.name}", d / "case.py")
        mod = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = mod
        sys.path.insert(0, str(d))
        try:
            spec.loader.exec_module(mod)
            r = run_trace(mod.ENTRY, f"{spec.name}:inputs", d)
        finally:
            sys.path.remove(str(d))
        if r.fullgraph_ok == lab["breaks"]:
            disagree.append((d.name, lab["breaks"], r.fullgraph_ok))
        if lab["breaks"]:
            breaking += 1
            fe = r.fullgraph_error
            if fe is not None and (fe.path, fe.line) == (lab["path"], lab["line"]):
                on_line += 1
                assert fe.gb_type == lab["gb_type"], d.name
    assert not disagree, disagree
    if breaking:
        assert on_line / breaking >= 0.95, (on_line, breaking)
