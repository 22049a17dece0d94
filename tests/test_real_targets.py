"""The seed incident, statically, on the real pinned releases (tests/fetch_targets.py)."""
import json

import pytest

from conftest import run_cli, target_dir

pytestmark = pytest.mark.targets


def _scan(*args, search):
    proc = run_cli("scan", *args, "--format", "json", *sum((["--search-path", str(s)] for s in search), []))
    assert proc.returncode in (0, 1), proc.stderr
    return json.loads(proc.stdout)


@pytest.fixture(scope="module")
def sglang_0511():
    search = [target_dir("sglang-0.5.11"), target_dir("flashinfer-0.6.8.post1")]
    # the incident's deployment: an NVFP4 checkpoint on sm120, piecewise graphs compiling the
    # prefill segments (the default serving profile's unquantized checkpoint has no NVFP4 linear)
    return _scan("sglang", "--profile", "cuda-sm120", search=search)


def _incident(findings):
    return [f for f in findings
            if f["path"].replace("\\", "/").endswith("flashinfer/jit/cpp_ext.py")
            and any(c.endswith("ModelOptFp4LinearMethod.apply") and ".srt." in c for c in f["chain"])
            and any(c.endswith("fp4_quantization.fp4_quantize") for c in f["chain"])]


def test_seed_incident_chain_sglang_0511(sglang_0511):
    hits = [f for f in _incident(sglang_0511["findings"]) if f["rule"] == "CL101" and f["line"] in (53, 73)]
    assert hits, "no finding from sglang's NVFP4 linear into flashinfer's subprocess probe"
    # the piecewise runner compiles the model with fullgraph=True: the probe fails the compile
    strict = [f for f in hits if f["fullgraph"] is True]
    assert strict, "the incident's chain is reported under the fullgraph=True model roots"
    f = strict[0]
    assert f["severity"] == "error"
    # sglang's own @torch.compile helpers (no fullgraph) reach the same probe: a graph break there
    assert all(h["severity"] == "warning" for h in hits if h["fullgraph"] is False)
    assert f["rule"] == "CL101"
    assert f["root"].startswith("sglang.")
    assert f["chain"][-1] in ("subprocess.check_output", "subprocess.run")
    assert any(c.endswith("get_cuda_version") or c.endswith("get_cuda_path") for c in f["chain"])
    assert f["line"] in (53, 73)
    assert sglang_0511["summary"]["roots_mode"] == "forwards"


def test_declared_root_in_flashinfer_reports_the_same_barrier():
    search = [target_dir("flashinfer-0.6.8.post1")]
    data = _scan("flashinfer", "--root", "flashinfer.quantization.fp4_quantization:fp4_quantize", search=search)
    hits = [f for f in data["findings"]
            if f["root"] == "flashinfer.quantization.fp4_quantization.fp4_quantize"
            and f["path"].replace("\\", "/").endswith("flashinfer/jit/cpp_ext.py") and f["rule"] == "CL101"]
    assert 73 in {f["line"] for f in hits}, "get_cuda_version's subprocess.check_output (the incident's line)"
    chain = next(f["chain"] for f in hits if f["line"] == 73)
    assert chain[0] == "flashinfer.quantization.fp4_quantization.fp4_quantize"
    assert "flashinfer.jit.cpp_ext.get_cuda_version" in chain and chain[-1] == "subprocess.check_output"


def test_unknown_package_is_one_line_exit_2():
    proc = run_cli("scan", "no_such_package_xyz")
    assert proc.returncode == 2
    assert proc.stderr.strip().count("\n") == 0
    assert "no_such_package_xyz" in proc.stderr and "Traceback" not in proc.stderr


APPLY_ROOT = "sglang.srt.layers.quantization.modelopt_quant:ModelOptFp4LinearMethod.apply"
APPLY_FQ = APPLY_ROOT.replace(":", ".")


def test_sglang_0523_nvfp4_linear_via_custom_op_is_not_reported():
    """Today's sglang wraps flashinfer's fp4_quantize in `register_custom_op_from_extern`: the op is
    opaque to dynamo, so nothing behind it is reported - while the same declared root on the
    seed-era pins (0.5.11 + flashinfer 0.6.8.post1) does reach the subprocess probe."""
    new = _scan("sglang", "--root", APPLY_ROOT,
                search=[target_dir("sglang-0.5.23"), target_dir("flashinfer-0.7.4")])
    assert any(r["root"] == APPLY_FQ for r in new["roots"]), "the declared root was not resolved"
    assert new["summary"]["files"] > 4000
    through_op = [f for f in new["findings"]
                  if any(c.endswith("fp4_quantize") or "_flashinfer_fp4_quantize_impl" in c for c in f["chain"])
                  and any(c.endswith("ModelOptFp4LinearMethod.apply") for c in f["chain"])]
    assert through_op == [], through_op[:2]
    # nothing anywhere runs through the registered op's body (the boundary dynamo respects)
    assert not [f for f in new["findings"] if any("_flashinfer_fp4_quantize_impl" in c for c in f["chain"])]

    old = _scan("sglang", "--root", APPLY_ROOT,
                search=[target_dir("sglang-0.5.11"), target_dir("flashinfer-0.6.8.post1")])
    hits = [f for f in old["findings"] if f["root"] == APPLY_FQ and f["rule"] == "CL101"
            and f["path"].replace("\\", "/").endswith("flashinfer/jit/cpp_ext.py")
            and any(c.endswith("fp4_quantize") for c in f["chain"])]
    assert hits, "control: the seed-era release must report the probe behind the same call"
