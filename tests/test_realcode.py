"""Real-engine precision: the labelled sample of barrier sites (tests/realcode/) against fresh scans
of sglang 0.5.23 and vLLM 0.33.0 with flashinfer 0.7.4 followed (the pinned releases of
tests/fetch_targets.py).

The 72 sites were drawn at random (seed 12, ``bench/real_sample.py``) from the scans before the
precision work and labelled by reading the engines' code, by labellers who did not see the scanner.
A FALSE site must no longer be reported through the call that makes it false; a TRUE site must
still be reported. Labels the scan still gets wrong are listed in KNOWN_WRONG with the mechanism
that is missing; they are strict xfails, so a label that starts to agree fails until it is moved
out of the list, and a label that agrees today can never silently regress.
"""
import json
import sys
from pathlib import Path

import pytest

from conftest import run_cli, target_dir

sys.path.insert(0, str(Path(__file__).resolve().parent / "realcode"))
import check  # noqa: E402

pytestmark = pytest.mark.targets

ENGINES = {"sglang": ("sglang-0.5.23", "flashinfer-0.7.4"), "vllm": ("vllm-0.33.0", "flashinfer-0.7.4")}

# id -> the missing mechanism (each of these is a FALSE label the scan still reports)
KNOWN_WRONG = {
    "sglang-model_config.py-1224-CL105": "dead-path: a branch dead under the deployment or the call's arguments (config values, env flags, custom-op collectives, capture mode)",
    "sglang-deepseek_v2.py-1774-CL105": "dead-path: a branch dead under the deployment or the call's arguments (config values, env flags, custom-op collectives, capture mode)",
    "sglang-attn.py-507-CL203": "dead-path: a branch dead under the deployment or the call's arguments (config values, env flags, custom-op collectives, capture mode)",
    "sglang-cubin_loader.py-152-CL105": "dead-path: a branch dead under the deployment or the call's arguments (config values, env flags, custom-op collectives, capture mode)",
    "sglang-autotuner.py-1972-CL105": "wrong-edge: a call edge the value flow does not yet rule out",
    "sglang-lora_tuning_config.py-107-CL102": "dead-path: a branch dead under the deployment or the call's arguments (config values, env flags, custom-op collectives, capture mode)",
    "sglang-model_config.py-2310-CL105": "dead-path: a branch dead under the deployment or the call's arguments (config values, env flags, custom-op collectives, capture mode)",
    "sglang-model_overlay.py-373-CL102": "not-traced: guessed forwards: a model forward that sglang/vLLM never hands to torch.compile",
    "sglang-fmha.py-92-CL102": "dead-path: a branch dead under the deployment or the call's arguments (config values, env flags, custom-op collectives, capture mode)",
    "sglang-ernie45_moe_vl.py-314-CL201": "wrong-edge: a call edge the value flow does not yet rule out",
    "sglang-cubin_loader.py-235-CL110": "not-traced: guessed forwards: a model forward that sglang/vLLM never hands to torch.compile",
    "sglang-hy4_ihc.py-46-CL105": "dead-path: a branch dead under the deployment or the call's arguments (config values, env flags, custom-op collectives, capture mode)",
    "sglang-cute_dsl_core.py-295-CL110": "wrong-edge: a call edge the value flow does not yet rule out",
    "sglang-_cute_dsl_source.py-672-CL110": "dead-path: a branch dead under the deployment or the call's arguments (config values, env flags, custom-op collectives, capture mode)",
    "sglang-minicpmv_vit.py-188-CL201": "not-traced: guessed forwards: a model forward that sglang/vLLM never hands to torch.compile",
    "sglang-toolchain.py-177-CL102": "dead-path: a branch dead under the deployment or the call's arguments (config values, env flags, custom-op collectives, capture mode)",
    "sglang-midashenglm.py-595-CL105": "dead-path: a branch dead under the deployment or the call's arguments (config values, env flags, custom-op collectives, capture mode)",
    "sglang-registry.py-83-CL109": "not-traced: guessed forwards: a model forward that sglang/vLLM never hands to torch.compile",
    "vllm-utils.py-164-CL203": "dead-path: a branch dead under the deployment or the call's arguments (config values, env flags, custom-op collectives, capture mode)",
    "vllm-cpp_ext.py-73-CL101": "dead-path: a branch dead under the deployment or the call's arguments (config values, env flags, custom-op collectives, capture mode)",
    "vllm-tactics_blocklist.py-73-CL102": "dead-path: a branch dead under the deployment or the call's arguments (config values, env flags, custom-op collectives, capture mode)",
    "vllm-core.py-632-CL102": "dead-path: a branch dead under the deployment or the call's arguments (config values, env flags, custom-op collectives, capture mode)",
    "vllm-core.py-398-CL107": "dead-path: a branch dead under the deployment or the call's arguments (config values, env flags, custom-op collectives, capture mode)",
    "vllm-pcie_ipc_ar.py-552-CL106": "dead-path: a branch dead under the deployment or the call's arguments (config values, env flags, custom-op collectives, capture mode)",
    "vllm-mm_encoder_attention.py-143-CL102": "not-traced: guessed forwards: a model forward that sglang/vLLM never hands to torch.compile",
}


@pytest.fixture(scope="module", params=sorted(ENGINES))
def engine_scan(request):
    engine = request.param
    args = ["scan", engine, "--format", "json"]
    for d in ENGINES[engine]:
        args += ["--search-path", str(target_dir(d))]
    proc = run_cli(*args)
    assert proc.returncode in (0, 1), proc.stderr
    return engine, json.loads(proc.stdout)


def test_sample_is_large_and_labelled():
    labs = check.labels()
    assert len(labs) >= 60
    for e in ENGINES:
        assert sum(x["engine"] == e for x in labs) >= 30
    for lab in labs:
        assert lab["verdict"] in ("TRUE", "FALSE") and lab["reason"] and lab["evidence"]
        if lab["category"] in ("wrong-edge", "dead-path"):
            assert isinstance(lab["bad_step"], int) and 1 <= lab["bad_step"] < len(lab["chain"])


def test_labels(engine_scan):
    engine, report = engine_scan
    failures = []
    for lab in check.labels(engine):
        ok, why = check.judge(lab, report["findings"])
        if lab["id"] in KNOWN_WRONG:
            assert not ok, f"{lab['id']} agrees now: remove it from KNOWN_WRONG"
        elif not ok:
            failures.append(f"{lab['id']} ({lab['verdict']}, {lab['category']}): {why}")
    assert not failures, "\n".join(failures)


def test_roots_keep_their_flags(engine_scan):
    name, report = engine_scan
    flags = report["summary"]["roots_by_fullgraph"]
    if name == "sglang":
        # sglang 0.5.23 compiles models with fullgraph=False on CUDA; its fullgraph=True model
        # compile is the Ascend NPU runner, pruned under the default cuda profile
        assert report["summary"]["roots_mode"] == "forwards"
        assert flags["false"] > 500
        warnings = [f for f in report["findings"] if f["fullgraph"] is False]
        assert warnings and all(f["severity"] == "warning" for f in warnings)
        assert not any("hardware_backend/npu" in r["path"] for r in report["roots"])
    else:
        # vLLM compiles every @support_torch_compile class with fullgraph=True, and nothing else
        # it compiles is handed an arbitrary model: no guessed forwards
        assert report["summary"]["roots_mode"] == "compiled"
        strict = [r for r in report["roots"] if r["kind"] == "class-decorator"]
        assert len(strict) > 100 and all(r["fullgraph"] is True for r in strict)
        assert not any("/amd/" in r["path"] for r in report["roots"])
    assert report["profile"]["platform"] == "cuda"
