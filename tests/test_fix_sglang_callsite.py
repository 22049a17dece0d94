"""Acceptance on a copy of sglang 0.5.11: ``compilelint fix --apply`` wraps the call site of
flashinfer's ``fp4_quantize`` in ``ModelOptFp4LinearMethod.apply`` (the barrier lives in flashinfer,
outside the fix target) into an opaque op defined in ``modelopt_quant.py`` -- what sglang 0.5.12
did upstream with ``register_custom_op_from_extern`` -- and a rescan no longer reports the chain.
The generated op, run with a stand-in for flashinfer, compiles under fullgraph on meta tensors."""
from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.targets, pytest.mark.slow]

ROOT = Path(__file__).resolve().parents[1]
SG = ROOT / ".targets" / "sglang-0.5.11"
FI = ROOT / ".targets" / "flashinfer-0.6.8.post1"
DEPS = ROOT / ".targets" / "deps"
REL = Path("sglang") / "srt" / "layers" / "quantization" / "modelopt_quant.py"
APPLY = "sglang.srt.layers.quantization.modelopt_quant:ModelOptFp4LinearMethod.apply"


@pytest.fixture(scope="module")
def fixed_copy(tmp_path_factory):
    if not (SG / REL).is_file() or not (FI / "flashinfer").is_dir():
        pytest.skip(".targets/sglang-0.5.11 / flashinfer-0.6.8.post1 not fetched; run tests/fetch_targets.py")
    base = tmp_path_factory.mktemp("sglang")
    shutil.copytree(SG / "sglang", base / "sglang", ignore=shutil.ignore_patterns("__pycache__"))
    target = base / "sglang" / "srt" / "layers" / "quantization"
    cmd = [sys.executable, "-m", "compilelint", "fix", str(target), "--apply", "--unsafe-fixes", "--root", APPLY,
           "--search-path", str(FI), "--search-path", str(DEPS)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=1800, cwd=str(base))
    return base, target, cmd, proc


def test_call_site_wrapped(fixed_copy):
    base, target, cmd, proc = fixed_copy
    assert proc.returncode == 0, (proc.stdout[-2000:], proc.stderr[-2000:])  # nothing left after the fix
    new = (base / REL).read_text()
    old = (SG / REL).read_text()
    assert '@torch.library.custom_op("sglang::flashinfer_fp4_quantize", mutates_args=())' in new
    assert "@_fp4_quantize_op.register_fake" in new
    assert "x_fp4, x_scale_interleaved = _fp4_quantize_op(x, layer.input_scale_inv)" in new
    # only that file changed, and nothing outside the target
    changed = [p for p in (base / "sglang").rglob("*.py")
               if p.read_bytes() != (SG / p.relative_to(base)).read_bytes()]
    assert changed == [base / REL]
    ast.parse(new)
    assert len(new.splitlines()) - len(old.splitlines()) < 60


def test_rescan_no_longer_reports_the_chain(fixed_copy):
    base, target, cmd, proc = fixed_copy
    from compilelint.scan import scan

    cwd = os.getcwd()
    os.chdir(base)
    try:
        res = scan([str(target)], roots=[APPLY], search_path=[str(FI), str(DEPS)])
    finally:
        os.chdir(cwd)
    through = [f for f in res.findings if any("fp4_quantize" in c for c in f.chain)]
    assert through == [], [f.chain for f in through][:3]
    text = (base / REL).read_bytes()
    again = subprocess.run(cmd, capture_output=True, text=True, timeout=1800, cwd=str(base))
    assert again.returncode == 0, again.stderr[-2000:]
    assert (base / REL).read_bytes() == text  # a second run changes nothing


def test_generated_op_compiles(fixed_copy, tmp_path):
    """The op and fake as generated, with a stand-in ``fp4_quantize``, under fullgraph on meta."""
    pytest.importorskip("torch")
    base, *_ = fixed_copy
    tree = ast.parse((base / REL).read_text())
    defs = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name in ("_fp4_quantize_op", "_fp4_quantize_fake")]
    assert len(defs) == 2
    # get_source_segment starts at ``def``: the decorators are re-added from the AST
    mod = (
        "from __future__ import annotations\nfrom typing import Optional\nimport torch\n\n"
        "def fp4_quantize(input, global_scale=None):\n"
        "    m, k = input.shape\n"
        "    return (torch.zeros(m, k // 2, dtype=torch.uint8, device=input.device),\n"
        "            torch.zeros((m + 127) // 128 * 128, (k // 16 + 3) // 4 * 4, dtype=torch.uint8, device=input.device))\n\n"
        + "\n\n".join(
            "\n".join("@" + ast.unparse(dec) for dec in d.decorator_list).replace("sglang::", "clsgtest::") + "\n"
            + ast.get_source_segment((base / REL).read_text(), d) for d in defs)
        + "\n\ndef apply(x, s):\n    x_fp4, x_sf = _fp4_quantize_op(x, s)\n    return x_fp4, x_sf\n"
    )
    code = (
        "import sys, torch\n"
        f"exec(compile({mod!r}, 'gen', 'exec'))\n"
        "for m, k in [(5, 64), (300, 4096)]:\n"
        "    torch._dynamo.reset()\n"
        "    x = torch.empty(m, k, dtype=torch.bfloat16, device='meta')\n"
        "    q, sf = torch.compile(apply, fullgraph=True, backend='eager')(x, torch.empty(1, device='meta'))\n"
        "    assert tuple(q.shape) == (m, k // 2) and q.dtype == torch.uint8, q.shape\n"
        "    assert tuple(sf.shape) == ((m + 127) // 128 * 128, (k // 16 + 3) // 4 * 4), sf.shape\n"
        "print('ok')\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0 and "ok" in proc.stdout, proc.stderr[-3000:]
