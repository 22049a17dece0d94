"""GLM-5 dense decoder layer example (examples/glm5_dense): shapes, the before-failure on the
unfixed flashinfer, the after-compile on a fixed copy, and numerics.

flashinfer-importing work runs in subprocesses (PYTHONPATH=DIR:.targets/deps) so two flashinfer
versions never meet in one process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest
import torch

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GLM5_DIR = os.path.join(REPO, "examples", "glm5_dense")
SEED = os.path.join(REPO, "examples", "seed_incident")
VALIDATE = os.path.join(GLM5_DIR, "validate.py")
TARGETS = os.path.join(REPO, ".targets")
FI_068 = os.path.join(TARGETS, "flashinfer-0.6.8.post1")
DEPS = os.path.join(TARGETS, "deps")

sys.path.insert(0, GLM5_DIR)
import cpu_kernels as C  # noqa: E402


def _load_model_module():
    # examples/glm5_dense/model.py under a name that cannot collide with other tests' `model`
    import importlib.util

    name = "compilelint_example_glm5_model"
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, os.path.join(GLM5_DIR, "model.py"))
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


M = _load_model_module()
pytestmark = pytest.mark.torch


def _need(*dirs):
    missing = [d for d in dirs if not os.path.isdir(d)]
    if missing:
        pytest.skip(f"needs {', '.join(os.path.relpath(d, REPO) for d in missing)} "
                    "(run tests/fetch_targets.py)")


def _cos(a, b):
    return torch.nn.functional.cosine_similarity(a.double().flatten(), b.double().flatten(),
                                                 dim=0).item()


def _worker(mode: str, flashinfer_dir: str, tmp_path, *extra: str) -> dict:
    out = str(tmp_path / f"{mode}.json")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([flashinfer_dir, DEPS]))
    p = subprocess.run([sys.executable, VALIDATE, "--worker", mode, "--flashinfer", flashinfer_dir,
                        "--out", out, *extra], env=env, cwd=REPO, capture_output=True, text=True,
                       timeout=900)
    assert p.returncode == 0, p.stderr[-4000:]
    with open(out) as f:
        return json.load(f)


# ------------------------------------------------------------------------------------------
# model structure (no flashinfer needed)
# ------------------------------------------------------------------------------------------


def test_config_is_glm5():
    c = M.GLM5
    assert (c.hidden_size, c.num_heads, c.q_lora_rank, c.kv_lora_rank) == (6144, 64, 2048, 512)
    assert (c.qk_nope_head_dim, c.qk_rope_head_dim, c.v_head_dim) == (192, 64, 256)
    assert (c.intermediate_size, c.rms_norm_eps) == (12288, 1e-5)
    assert c.linear_shapes() == {
        "q_a_proj": (6144, 2048),
        "q_b_proj": (2048, 16384),
        "kv_a_proj_with_mqa": (6144, 576),
        "kv_b_proj": (512, 28672),
        "o_proj": (16384, 6144),
        "gate_up_proj": (6144, 2 * 12288),
        "down_proj": (12288, 6144),
    }


def test_small_config_fits_nvfp4_alignment():
    for name, (k, n) in M.GLM5_SMALL.linear_shapes().items():
        assert k % 64 == 0 and n % 32 == 0, name


@pytest.mark.parametrize("variant", M.VARIANTS)
def test_full_size_meta_layer_shapes(variant):
    layer = M.meta_layer(M.GLM5, variant, C.ref_fp4_quantize)
    nvfp4 = {n for n, m in layer.named_modules() if isinstance(m, M.NVFP4Linear)}
    assert nvfp4 == set(M.NVFP4_LINEARS[variant])
    gu = layer.gate_up_proj
    assert (gu.weight.shape, gu.weight.dtype) == ((24576, 3072), torch.uint8)
    assert (gu.weight_scale_interleaved.shape, gu.weight_scale_interleaved.dtype) == (
        (24576, 384), torch.float8_e4m3fn)
    assert layer.down_proj.weight_scale_interleaved.shape == (6144, 768)
    if variant == "all-linears":
        # kv_a_proj_with_mqa: N = 576 -> scale rows padded to 640 (128x4 layout)
        assert layer.kv_a_proj_with_mqa.weight_scale_interleaved.shape == (640, 384)
    else:
        assert layer.q_b_proj.weight.shape == (16384, 2048) and layer.q_b_proj.weight.is_meta
    pos, hid, res = M.inputs(M.GLM5, 24, device="meta")
    with torch.no_grad():
        out, residual = layer(pos, hid, res)
    assert out.shape == (24, 6144) and out.dtype == torch.bfloat16
    assert residual.shape == (24, 6144) and residual.dtype == torch.bfloat16


@pytest.mark.parametrize("variant", M.VARIANTS)
def test_small_layer_numerics_and_dynamic_compile(variant):
    ref, layer = M.real_layers(M.GLM5_SMALL, variant, C.ref_fp4_quantize, seed=1)
    compiles = []

    def backend(gm, example_inputs):
        compiles.append(gm)
        from torch._dynamo.backends.common import aot_autograd

        return aot_autograd(fw_compiler=lambda g, _: g)(gm, example_inputs)

    torch._dynamo.reset()
    compiled = torch.compile(lambda p, h, r: layer(p, h, r), fullgraph=True, backend=backend)
    for tokens in (32, 19):
        pos, hid, res = M.inputs(M.GLM5_SMALL, tokens, seed=tokens)
        with torch.no_grad():
            eager = layer(pos, hid, res)
            bf16 = ref(pos, hid, res)
            for t in (pos, hid, res):
                torch._dynamo.mark_dynamic(t, 0)
            comp = compiled(pos, hid, res)
        assert eager[0].shape == (tokens, 256)
        assert _cos(eager[0], bf16[0]) > 0.9  # NVFP4 vs bf16 (measured ~0.96-0.97)
        assert _cos(comp[0], eager[0]) >= 0.9999
        assert _cos(comp[1], eager[1]) >= 0.9999
    assert len(compiles) == 1  # the dynamic token dimension: one graph for both token counts


# ------------------------------------------------------------------------------------------
# before / after on the real packages
# ------------------------------------------------------------------------------------------


@pytest.mark.targets
def test_before_full_size_layer_fails_like_the_incident(tmp_path):
    _need(FI_068, DEPS)
    r = _worker("before", FI_068, tmp_path)
    assert r["flashinfer_version"] == "0.6.8.post1"
    for variant in M.VARIANTS:
        fg = r["variants"][variant]["fullgraph"]
        assert fg["verdict"] == "breaks", fg
        assert fg["gb_id"] == "GB0007"
        assert fg["gb_type"] == "Attempted to call function marked as skipped"
        assert fg["where"] == "flashinfer/jit/cpp_ext.py:73"
        assert fg["chain"][0]["function"] == "fp4_quantize"


@pytest.fixture(scope="module")
def hand_fixed(tmp_path_factory):
    _need(FI_068, DEPS)
    dest = str(tmp_path_factory.mktemp("fi") / "flashinfer-hand-fixed")
    subprocess.run([sys.executable, os.path.join(GLM5_DIR, "hand_fix.py"), dest,
                    "--source", FI_068], check=True, capture_output=True, timeout=120)
    return dest


@pytest.mark.targets
def test_after_on_hand_fixed_copy_compiles_without_breaks(hand_fixed, tmp_path):
    """Pipeline check with the development stand-in for `compilelint fix` (hand_fix.py)."""
    r = _worker("after", hand_fixed, tmp_path, "--skip-numerics")
    for variant in M.VARIANTS:
        v = r["variants"][variant]
        assert v["fullgraph"]["verdict"] == "compiles", v["fullgraph"]
        assert v["graph_breaks"] == 0 and v["graphs"] == 1
        assert v["fp4_quantize_nodes"] == v["nvfp4_linears"] == len(M.NVFP4_LINEARS[variant])
        compiled_pieces = [p for p in v["pieces"] if p["kind"] == "compiled"]
        assert len(compiled_pieces) == 2  # split at the attention op, as SGLang does
        assert sum(p["fp4_quantize_nodes"] for p in compiled_pieces) == v["nvfp4_linears"]


@pytest.mark.targets
def test_real_values_flow_through_fixed_flashinfer(hand_fixed):
    """Eager through flashinfer's own Python path (fixed op -> get_fp4_quantization_module ->
    JitSpec.build_and_load -> CPU kernels) gives exactly the reference values; a dynamic,
    fullgraph compile (aot_eager) of the layer matches it."""
    code = textwrap.dedent(f"""
        import json, sys, torch
        sys.path[:0] = [{GLM5_DIR!r}, {SEED!r}]
        from replay import import_flashinfer
        fi = import_flashinfer({hand_fixed!r}, {DEPS!r})
        from cpu_kernels import install_cpu_kernels, ref_fp4_quantize
        from sm120 import simulate_sm120
        import model as M
        h = install_cpu_kernels(fi)
        cos = lambda a, b: torch.nn.functional.cosine_similarity(
            a.double().flatten(), b.double().flatten(), dim=0).item()
        out = {{}}
        with simulate_sm120(fi):
            _, a = M.real_layers(M.GLM5_SMALL, "all-linears", fi.fp4_quantize, seed=2)
            _, b = M.real_layers(M.GLM5_SMALL, "all-linears", ref_fp4_quantize, seed=2)
            pos, hid, res = M.inputs(M.GLM5_SMALL, 40, seed=3)
            with torch.no_grad():
                ya, yb = a(pos, hid, res), b(pos, hid, res)
                out["equal_to_reference"] = torch.equal(ya[0], yb[0])
                for t in (pos, hid, res):
                    torch._dynamo.mark_dynamic(t, 0)
                yc = torch.compile(lambda p, x, r: a(p, x, r), fullgraph=True,
                                   backend="aot_eager")(pos, hid, res)
            out["cosine_compiled_vs_eager"] = cos(yc[0], ya[0])
        out["loaded"] = h.loaded
        print(json.dumps(out))
    """)
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([hand_fixed, DEPS]))
    p = subprocess.run([sys.executable, "-c", code], env=env, cwd=REPO, capture_output=True,
                       text=True, timeout=600)
    assert p.returncode == 0, p.stderr[-4000:]
    r = json.loads(p.stdout.strip().splitlines()[-1])
    assert r["equal_to_reference"] is True
    assert r["cosine_compiled_vs_eager"] >= 0.999
    assert r["loaded"] == ["fp4_quantization_120"]


def _fixer_available() -> bool:
    p = subprocess.run([sys.executable, "-m", "compilelint", "fix", "--help"], cwd=REPO,
                       capture_output=True, text=True, timeout=120)
    return p.returncode == 0


@pytest.mark.targets
@pytest.mark.slow
def test_validate_json_with_compilelint_fix():
    """The acceptance run: validate.py --json with the fixed copy made by `compilelint fix`."""
    _need(FI_068, DEPS)
    if not _fixer_available():
        pytest.skip("needs compilelint fix (issue 4)")
    p = subprocess.run([sys.executable, VALIDATE, "--json"], cwd=REPO, capture_output=True,
                       text=True, timeout=1800)
    r = json.loads(p.stdout)
    assert p.returncode == 0, json.dumps(r, indent=1)[-4000:]
    assert r["sm"] == "120 (simulated)"
    assert {s["nvfp4"] for s in r["segments"]} == set(M.VARIANTS)
    for s in r["segments"]:
        assert s["fullgraph_before"] is False and s["fullgraph_after"] is True
        assert s["graph_breaks_after"] == 0
        assert s["cosine_compiled_vs_eager"] >= 0.999 and s["numerics_ok"] is True
