"""compilelint.fix: strategy choice per finding, batching per file, diffs, unsafe gating,
select/ignore, fixing only inside the targets (call sites for external barriers), idempotent
application. Findings are built by hand, as the scanner would report them."""
from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from compilelint import fix as fixmod
from compilelint.findings import Finding


def _pkg(tmp_path: Path, name: str, files: dict[str, str]) -> Path:
    pkg = tmp_path / name
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    for fname, src in files.items():
        (pkg / fname).write_text(textwrap.dedent(src).lstrip())
    return pkg


def _finding(rule: str, path: Path, line: int, chain: list[str], root: str | None = None) -> Finding:
    return Finding(rule=rule, severity="error", path=str(path), line=line, column=4, message="m",
                   root=root or chain[0], chain=chain, function=chain[-2])


def _line(path: Path, needle: str) -> int:
    return next(i for i, l in enumerate(path.read_text().splitlines(), 1) if needle in l)


MODEL = '''
import logging
import time

import torch
from torch import nn

from .env import get_cuda_version, num_sms

logger = logging.getLogger(__name__)


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.proj = nn.Linear(8, 8)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        logger.info("block %s", x.shape)
        if get_cuda_version() >= (12, 8):
            x = x * 2
        return self.proj(x) * num_sms()
'''

ENV = '''
import functools
import os
import subprocess


@functools.cache
def get_cuda_version() -> tuple[int, int]:
    out = subprocess.check_output([os.path.join("/usr/local/cuda", "bin", "nvcc"), "--version"]).decode()
    major, minor = out.split("release ")[-1].split(",")[0].split(".")
    return int(major), int(minor)


def num_sms() -> int:
    return int(subprocess.check_output(["nvidia-smi", "--query-gpu=multiprocessor_count"]).decode() or 1)
'''


@pytest.fixture
def pkg(tmp_path):
    return _pkg(tmp_path, "plpkg", {"model.py": MODEL, "env.py": ENV})


def _findings(pkg: Path) -> list[Finding]:
    model, env = pkg / "model.py", pkg / "env.py"
    root = "plpkg.model.Block.forward"
    return [
        _finding("CL105", model, _line(model, "logger.info"), [root, "logging.Logger.info"]),
        _finding("CL101", env, _line(env, "check_output([os"),
                 [root, "plpkg.env.get_cuda_version", "subprocess.check_output"]),
        _finding("CL101", env, _line(env, "nvidia-smi"), [root, "plpkg.env.num_sms", "subprocess.check_output"]),
    ]


def test_strategy_per_finding_and_batching(pkg):
    plan = fixmod.plan(_findings(pkg), [str(pkg)], unsafe=True)
    assert not plan.unfixed, [(u.finding.chain, u.reason) for u in plan.unfixed]
    by_strategy = {fx.strategy: fx for _, fx in plan.fixed}
    assert set(by_strategy) == {"guard_side_effect", "version_probe", "constant_probe"}
    assert by_strategy["guard_side_effect"].safety == "safe"
    assert {Path(e.path).name for e in plan.edits} == {"model.py", "env.py"}
    env_edit = next(e for e in plan.edits if e.path.endswith("env.py"))
    assert len(env_edit.fixes) == 2  # one batched pass, two strategies
    assert "+@torch.compiler.assume_constant_result" in env_edit.diff
    assert "+    if torch.version.cuda is not None:" in env_edit.diff
    assert env_edit.diff.startswith("--- a/")
    for e in plan.edits:
        compile(e.new_text, e.path, "exec")


def test_unsafe_fixes_are_gated(pkg):
    plan = fixmod.plan(_findings(pkg), [str(pkg)], unsafe=False)
    assert [fx.strategy for _, fx in plan.fixed] == ["guard_side_effect"]
    assert {u.unsafe_fix for u in plan.unfixed} == {"version_probe", "constant_probe"}
    assert all("--unsafe-fixes" in u.reason for u in plan.unfixed)


def test_select_and_ignore(pkg):
    plan = fixmod.plan(_findings(pkg), [str(pkg)], unsafe=True, select=["CL105"])
    assert [fx.strategy for _, fx in plan.fixed] == ["guard_side_effect"]
    plan = fixmod.plan(_findings(pkg), [str(pkg)], unsafe=True, ignore=["CL1"])
    assert not plan.fixed and not plan.edits


def test_apply_then_second_run_changes_nothing(pkg):
    edits = fixmod.plan_fixes(_findings(pkg), [str(pkg)], unsafe=True)
    written = fixmod.apply_edits(edits)
    assert len(written) == 2
    # the same findings again (a stale scan): every codemod recognises its own work
    model, env = pkg / "model.py", pkg / "env.py"
    root = "plpkg.model.Block.forward"
    again = [_finding("CL105", model, _line(model, "logger.info"), [root, "logging.Logger.info"]),
             *_findings(pkg)[1:]]
    assert fixmod.plan_fixes(again, [str(pkg)], unsafe=True) == []


def test_fixes_only_inside_targets(tmp_path):
    """A barrier in another package is fixed at the call site, never in that package."""
    lib = _pkg(tmp_path, "extlib", {"io.py": '''
        import torch


        def dump(t: torch.Tensor, name: str) -> None:
            torch.save(t, f"/tmp/{name}.pt")
    '''})
    app = _pkg(tmp_path, "apppkg", {"layer.py": '''
        import torch

        from extlib.io import dump


        def forward(x: torch.Tensor) -> torch.Tensor:
            y = torch.relu(x)
            dump(y, "relu")
            return y
    '''})
    lib_before = (lib / "io.py").read_text()
    f = _finding("CL102", lib / "io.py", 5, ["apppkg.layer.forward", "extlib.io.dump", "torch.save"])
    plan = fixmod.plan([f], [str(app)], unsafe=True)
    assert [Path(e.path).name for e in plan.edits] == ["layer.py"]
    fixmod.apply_edits(plan.edits)
    assert (lib / "io.py").read_text() == lib_before
    assert "if not torch.compiler.is_compiling():\n        dump(y, \"relu\")" in (app / "layer.py").read_text()


def test_external_known_kernel_fixed_at_call_site(tmp_path):
    app = _pkg(tmp_path, "sgpkg", {"quant.py": '''
        from typing import Optional

        import torch

        try:
            from flashinfer import fp4_quantize
        except ImportError:
            fp4_quantize = None


        class Fp4Linear:
            def apply(self, layer, x: torch.Tensor, bias: Optional[torch.Tensor] = None) -> torch.Tensor:
                x_fp4, x_sf = fp4_quantize(x, layer.input_scale_inv)
                return x_fp4, x_sf
    '''})
    chain = ["sgpkg.quant.Fp4Linear.apply", "flashinfer.quantization.fp4_quantization.fp4_quantize",
             "flashinfer.quantization.fp4_quantization.get_fp4_quantization_module",
             "flashinfer.jit.cpp_ext.get_cuda_version", "subprocess.check_output"]
    f = _finding("CL101", Path("/elsewhere/flashinfer/jit/cpp_ext.py"), 73, chain)
    plan = fixmod.plan([f], [str(app)], unsafe=True)
    assert not plan.unfixed, plan.unfixed
    (fx,) = [fx for _, fx in plan.fixed]
    assert fx.strategy == "opaque_op" and "known-kernel" in fx.message
    new = plan.edits[0].new_text
    assert '@torch.library.custom_op("sgpkg::flashinfer_fp4_quantize", mutates_args=())' in new
    assert "x_fp4, x_sf = _fp4_quantize_op(x, layer.input_scale_inv)" in new


def test_unfixable_findings_explain_why(tmp_path):
    app = _pkg(tmp_path, "ufpkg", {"m.py": '''
        import torch


        def f(x: torch.Tensor) -> torch.Tensor:
            if x.sum() > 0:
                print("positive")
                return x + 1
            return x
    '''})
    f = _finding("CL201", app / "m.py", 5, ["ufpkg.m.f", "if <tensor>"])
    plan = fixmod.plan([f], [str(app)], unsafe=True)
    assert not plan.edits
    assert plan.unfixed and "does more than check" in plan.unfixed[0].reason
    # every data-dependent strategy was tried; early_exit refuses the print in the branch
    assert "early_exit" in plan.unfixed[0].reason and "is a call for its side effects" in plan.unfixed[0].reason
    g = _finding("CL101", Path("/x/ext.py"), 3, ["other.mod.f", "subprocess.run"])
    plan = fixmod.plan([g], [str(app)], unsafe=True)
    assert "inside the fix targets" in plan.unfixed[0].reason


def test_stale_file_is_refused(pkg):
    from compilelint import writer

    edits = fixmod.plan_fixes(_findings(pkg), [str(pkg)], unsafe=True)
    (pkg / "env.py").write_text((pkg / "env.py").read_text() + "\n# edited meanwhile\n")
    with pytest.raises(writer.ChangedOnDisk):
        fixmod.apply_edits(sorted(edits, key=lambda e: not e.path.endswith("env.py")))


def test_the_compiled_root_is_never_frozen_as_a_probe(tmp_path):
    """A barrier below the root whose holder cannot be a constant (it returns tensors): marking the
    root itself ``assume_constant_result`` would freeze the graph's outputs for every input (the
    first inputs' results returned forever), so it is never a candidate (blind16's g026)."""
    pkg = _pkg(tmp_path, "clroot", {"m.py": '''
        import time

        import torch


        class Clock:
            def __call__(self, ids):
                done = time.time() > 1e12
                return torch.full((ids.shape[0],), done)


        class Runner:
            def __init__(self):
                self.stop = Clock()

            def step(self, ids):
                out = torch.cat([ids, ids], dim=-1)
                return out, self.stop(out)
        '''})
    m = pkg / "m.py"
    f = _finding("CL107", m, _line(m, "time.time()"), ["clroot.m.Runner.step", "clroot.m.Clock.__call__", "time.time"])
    plan = fixmod.plan([f], [str(pkg)], unsafe=True)
    assert not any("Runner.step" in x.message and "assume_constant_result" in x.message
                   for e in plan.edits for x in e.fixes), [x.message for e in plan.edits for x in e.fixes]
