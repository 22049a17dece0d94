"""The fake the fixer generates for flashinfer's ``fp4_quantize`` (from
``compilelint.rules.known_kernels``) gives the same output shapes and dtypes as the fake that
flashinfer 0.7.4 registers for ``flashinfer::fp4_quantize``, on a grid of shapes, both scale
vector sizes, row- and column-major input, and all three scale-factor layouts (128x4 swizzled,
8x4 swizzled, linear).

flashinfer 0.7.4 runs in a subprocess (``PYTHONPATH=.targets/flashinfer-0.7.4:.targets/deps``);
its registered fake is looked up in torch's fake-impl registry and called through
``torch.ops.flashinfer.fp4_quantize`` under ``FakeTensorMode``.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

from compilelint.rules import known_kernels as kb  # noqa: E402

pytestmark = [pytest.mark.torch, pytest.mark.targets]

ROOT = Path(__file__).resolve().parents[1]
FI074 = ROOT / ".targets" / "flashinfer-0.7.4"
DEPS = ROOT / ".targets" / "deps"

LAYOUTS = {"128x4": dict(is_sf_swizzled_layout=True, is_sf_8x4_layout=False),
           "8x4": dict(is_sf_swizzled_layout=True, is_sf_8x4_layout=True),
           "linear": dict(is_sf_swizzled_layout=False, is_sf_8x4_layout=False)}
SHAPES = [(1, 64), (5, 32), (7, 64), (8, 128), (127, 256), (128, 64), (129, 4096), (300, 512), (1000, 96),
          (2, 3, 64), (4, 33, 160)]
VEC = [16, 32]


def grid():
    out = []
    for shape in SHAPES:
        for vec in VEC:
            if shape[-1] % vec:
                continue
            for layout in LAYOUTS:
                for col_major in (False, True):
                    if col_major and len(shape) != 2:
                        continue
                    out.append({"shape": list(shape), "vec": vec, "layout": layout, "col_major": col_major})
    return out


CHILD = r'''
import json, sys, warnings
warnings.filterwarnings("ignore")
import torch
import flashinfer  # registers flashinfer::fp4_quantize and its fake
from torch._library.simple_registry import singleton
from torch._subclasses.fake_tensor import FakeTensorMode

entry = singleton.find("flashinfer::fp4_quantize")
fake = entry.fake_impl.kernel
fake = getattr(fake, "func", fake)
assert fake is not None, "flashinfer 0.7.4 registers no fake for flashinfer::fp4_quantize"
layouts = json.loads(sys.argv[1])
cases = json.loads(sys.stdin.read())
res = []
with FakeTensorMode():
    for c in cases:
        shape = c["shape"]
        if c["col_major"]:
            x = torch.empty(shape[::-1], dtype=torch.bfloat16).t()
        else:
            x = torch.empty(shape, dtype=torch.bfloat16)
        q, sf = torch.ops.flashinfer.fp4_quantize(x, None, sf_vec_size=c["vec"], **layouts[c["layout"]])
        res.append([list(q.shape), str(q.dtype), list(sf.shape), str(sf.dtype)])
from torch._library.custom_ops import OPDEFS
shipped = OPDEFS["flashinfer::fp4_quantize"]._abstract_fn  # the function given to register_fake
print(json.dumps({"fake": f"{shipped.__module__}.{shipped.__qualname__}", "results": res}))
'''


@pytest.fixture(scope="module")
def flashinfer_074():
    if not (FI074 / "flashinfer" / "__init__.py").is_file() or not DEPS.is_dir():
        pytest.skip(".targets/flashinfer-0.7.4 (and .targets/deps) not fetched; run tests/fetch_targets.py")
    env = dict(os.environ, PYTHONPATH=f"{FI074}{os.pathsep}{DEPS}")
    env.pop("CUDA_HOME", None)
    cases = grid()
    proc = subprocess.run([sys.executable, "-c", CHILD, json.dumps(LAYOUTS)], input=json.dumps(cases),
                          capture_output=True, text=True, env=env, timeout=600)
    if proc.returncode != 0:
        pytest.fail(f"flashinfer 0.7.4 subprocess failed:\n{proc.stderr[-3000:]}")
    doc = json.loads(proc.stdout.strip().splitlines()[-1])
    return cases, doc


def our_fake():
    k = kb.FLASHINFER_FP4_QUANTIZE
    params = [(p.name, p.annotation, p.default) for p in k.params]
    ns = {"torch": torch, "Optional": __import__("typing").Optional}
    exec(kb.fake_source(k, "_fake", params), ns)
    return ns["_fake"]


def test_fake_matches_flashinfer_074(flashinfer_074):
    cases, doc = flashinfer_074
    # flashinfer's own registered fake answered (flashinfer.quantization.fp4_quantization._fp4_quantize_fake)
    assert "_fp4_quantize_fake" in doc["fake"], doc["fake"]
    fake = our_fake()
    mismatches = []
    for c, theirs in zip(cases, doc["results"]):
        shape = c["shape"]
        x = (torch.empty(shape[::-1], dtype=torch.bfloat16, device="meta").t() if c["col_major"]
             else torch.empty(shape, dtype=torch.bfloat16, device="meta"))
        q, sf = fake(x, None, sf_vec_size=c["vec"], **LAYOUTS[c["layout"]])
        ours = [list(q.shape), str(q.dtype), list(sf.shape), str(sf.dtype)]
        if ours != theirs:
            mismatches.append((c, ours, theirs))
    assert len(doc["results"]) == len(cases) > 100
    assert not mismatches, mismatches[:5]
    # every layout really was exercised, with distinct scale shapes for M not a multiple of 128
    sfs = {c["layout"]: r[2] for c, r in zip(cases, doc["results"])
           if c["shape"] == [5, 32] and c["vec"] == 16 and not c["col_major"]}
    assert sfs == {"128x4": [128, 4], "8x4": [8, 4], "linear": [5, 2]}


def test_fake_documented_shapes():
    """The issue's shape rules, independently of flashinfer: packed uint8 [M, K/2]; scale factors
    [round_up(M,128), round_up(K/16,4)] (128x4), round_up(M,8) rows (8x4), [M, K/16] (linear)."""
    fake = our_fake()
    for m, k in [(1, 16), (5, 32), (130, 4096), (300, 80)]:
        x = torch.empty(m, k, dtype=torch.bfloat16, device="meta")
        r128, r8, c4 = -(-m // 128) * 128, -(-m // 8) * 8, -(-(k // 16) // 4) * 4
        q, sf = fake(x, None)
        assert (tuple(q.shape), q.dtype, tuple(sf.shape), sf.dtype) == ((m, k // 2), torch.uint8, (r128, c4), torch.uint8)
        _, sf = fake(x, None, is_sf_8x4_layout=True)
        assert tuple(sf.shape) == (r8, c4)
        _, sf = fake(x, None, is_sf_swizzled_layout=False)
        assert tuple(sf.shape) == (m, k // 16)
