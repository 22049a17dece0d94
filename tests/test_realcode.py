"""Real-engine precision: the labelled sample of barrier sites (tests/realcode/) against fresh scans
of sglang 0.5.23 and vLLM 0.33.0 with flashinfer 0.7.4 followed (the pinned releases of
tests/fetch_targets.py).

The sites were drawn at random (``bench/real_sample.py``) and labelled by reading the engines' code,
by labellers who did not see the scanner: 72 (seed 12) from the scans before the precision work,
40 (seed 2026, ``*_s2026.json``) from the scans after its first round and 40 (seed 77, ``*_s77.json``)
from the scans after its second round (before the barrier catalogue landed), and later rounds
(seeds 31, 5, 7, 8, 9, 10, 11, 12, 13, 14, 15 and 16, ``*_s31.json`` ... ``*_s16.json``) from the scans of
the sessions after, and single sites a session's scan newly reported (``*_s19b``, ``*_s20b``, ``*_s30``).
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
    "s77-sglang-core.py-239-CL107": "dead-path: an opt-in env string compared (SGLANG_USE_SAGE_ATTENTION_IMPL) and a memo warmed earlier on the same chain",
    # seed 31, drawn from the session-6 scan: 40 of 40 FALSE
    's31-sglang-pynccl.py-240-CL109': 'dead-path: a KV pool class built only with a non-default flag (kv_shard_rank set by KV-cache sharding)',
    # seed 5, drawn from the final session-6 vLLM scan (22 sites): 19 of 20 FALSE
    # seed 7, drawn from the session-7 scans (sglang 931 sites, vLLM 13): sglang 0/20, vLLM 1/13 TRUE
    # seed 8, drawn from this session's mid-way scans (sglang 530 sites, vLLM 3) and labelled blind:
    # sglang 0/20 TRUE, vLLM 0/3 TRUE; the ten sglang and one vLLM label the scan still gets wrong
    's8-vllm-cohere_asr.py-360-CL103': 'not-traced: this labeller serves a text LLM, so the Cohere ASR feature extractor never runs (the seed-5 and seed-7 labellers counted the same site TRUE for a Cohere ASR deployment)',
    # seed 9, drawn from the session-9 start scan (sglang 901 findings / 432 sites): 1 of 20 TRUE
    # seed 10, drawn from this session's mid-way scan (sglang 196 sites, vLLM 1) and labelled blind:
    # sglang 1/20 TRUE, vLLM 1/1 TRUE; the FALSE labels the final scan still reports
    's10-sglang-routergemm.py-859-CL112': 'dead-path: compiled decode batches stay within torch_compile_max_bs (32), where a wgmma window always matches the gpt-oss router, so the tinygemm2 JIT fallback is not called (a runtime shape)',
    's10-sglang-core.py-412-CL108': 'dead-path: the tinygemm2 JIT fallback is reached only for batches above torch_compile_max_bs (a runtime shape)',
    # seed 11, drawn from the final scan of this session (sglang 134 sites) and labelled blind: 1/20 TRUE
    's11-sglang-routergemm.py-859-CL112': 'dead-path: compiled decode batches stay within torch_compile_max_bs (32), where a wgmma window always matches the gpt-oss router, so the tinygemm2 JIT fallback is not called (a runtime shape)',
    's11-sglang-core.py-239-CL107': 'dead-path: compiled decode batches stay within torch_compile_max_bs (32), where a wgmma window always matches the gpt-oss router, so the tinygemm2 JIT fallback is not called (a runtime shape)',
    # seed 12, drawn from the session-11 scan after the feature-root pruning (127 sites): 20 of 20 FALSE;
    # 8 of them are no longer reported
    's12-sglang-compilation_context.py-63-CL101': 'dead-path: compiled decode batches stay within torch_compile_max_bs (32), where a wgmma window always matches the gpt-oss router, so the tinygemm2 JIT fallback is not called (a runtime shape)',
    # seed 13, drawn from the session-11 scan after the hooks and env-global work (108 sites): 1 of 20
    # TRUE (gpt-oss's wgmma data_ptr check); 4 FALSE no longer reported
    's13-sglang-routergemm.py-859-CL112': 'dead-path: compiled decode batches stay within torch_compile_max_bs (32), where a wgmma window always matches the gpt-oss router, so the tinygemm2 JIT fallback is not called (a runtime shape)',
    's13-sglang-embedding_gemma2.py-380-CL201': 'not-traced: an embedding model is not a generation model, so decode capture (and its compile) never wraps it',
    # seed 14, drawn from session 12's scan after declared models became the roots (133 sites),
    # labelled blind: 1 of 20 TRUE (norm_rope.py:61, conditional on a cold cache). Four FALSE ones
    # agree now (a capability unpacked into locals, module names set from environment flags,
    # MindSpore named only under ModelImpl.MINDSPORE, a helper reading get_device_capability())
    's14-sglang-beam_fused.py-123-CL103': 'not-traced: the op keeps its Triton kernel under model compile; forward_native is compiled only with a forced torch-compile backend (a dispatch chosen at construction)',
    's14-sglang-kimi_k3.py-973-CL105': 'dead-path: Kimi K3 has two shared experts, so the MoE takes the fused path (a checkpoint config value)',
    # seed 15, drawn from this session's later scan (128 sites), labelled blind: 2 of 20 TRUE
    # (routergemm.py:2751, a second data_ptr check in the frame the first one already skips, and
    # add3.py:29 on a cold cache_once)
    's15-sglang-compilation_context.py-128-CL111': 'dead-path: compiled decode batches stay within torch_compile_max_bs (32), where a wgmma window always matches the gpt-oss router (a runtime shape)',
    's15-sglang-pynccl.py-235-CL109': 'wrong-edge: a KV pool class built only with a non-default flag (kv_shard_rank set by KV-cache sharding)',
    's15-sglang-moe_route_quant_fused.py-47-CL103': 'dead-path: try_route_quant_fused returns at `if x is None`, and only KimiK3MoE stages request_x (a value set by another class)',
    # seed 16, drawn from the final scan of session 12 (119 sites), labelled blind by two helpers
    # who read neither the scanner nor other labels: 0 of 20 TRUE
    's16-sglang-compilation_context.py-46-CL102': 'dead-path: compiled decode batches stay within torch_compile_max_bs (32), where a wgmma window always matches the gpt-oss router (a runtime shape)',
    's16-sglang-compilation_context.py-63-CL101': 'dead-path: compiled decode batches stay within torch_compile_max_bs (32), where a wgmma window always matches the gpt-oss router (a runtime shape)',
    's16-sglang-add3.py-29-CL103': 'dead-path: the reported call passes no prefix_sum, so _add3 returns before add3; the other call finds its cache_once entry filled by the uncompiled captures (an argument left out; capture order)',
    's16-sglang-norm_rope.py-61-CL103': 'dead-path: decode capture on Hopper takes the multi-stream path, whose cache_once entry the uncompiled captures fill first (capture order)',
    's16-sglang-kimi_k3.py-973-CL105': 'dead-path: Kimi K3 has shared experts, so the MoE takes the fused path (a checkpoint config value)',
    # seed 17: 20 sglang sites drawn from session 13's final scan (118 sites), labelled blind by four
    # helpers (five sites each) kept apart from every other label: 0 TRUE
    's17-sglang-embedding_gemma2.py-380-CL201': 'not-traced: an embedding model gets no decode CUDA-graph capture, the only place sglang compiles a model',
    's17-sglang-routergemm.py-859-CL112': 'dead-path: compiled decode batches stay within torch_compile_max_bs (32), where a wgmma window always matches the gpt-oss router (a runtime shape)',
    's17-sglang-kimi_k3.py-973-CL105': 'dead-path: Kimi K3 has shared experts, so the MoE takes the fused path (a checkpoint config value)',
}


# TRUE labels the scan no longer reports because dynamo never reaches the site (measured, not a
# missing mechanism): routergemm.py:2751 is the second ``data_ptr() % 16`` test of one ``if``;
# dynamo 2.13 does not resume the frame after the first (an observed exception: the rest of the
# frame runs eagerly, ``tests/test_frame_skip.py``), so under sglang's fullgraph=False compile
# the second is never traced (the seed-15 labeller noted it as the same barrier, medium confidence)
# session 21: two sites the new catalogue entries brought (ContextVar.set, the profiler query),
# labelled blind: both on paths the deployment's defaults make dead - the deferred-finalize branch
# (a flashinfer_trtllm MoE runner, Blackwell only) and two-batch overlap (off by default; the scan
# cannot fold ``normal_end_layer != self.end_layer`` after ``if forward_batch.can_run_tbo:``)
KNOWN_WRONG.update({
    's21c-sglang-nvtx_utils.py-94-CL111': 'dead-path: model_forward_stages runs only when forward_batch.can_run_tbo (two-batch overlap, off by default)',
    's21c-sglang-flashinfer_trtllm.py-76-CL112': 'dead-path: deferred_finalize needs the flashinfer_trtllm MoE runner, which sglang picks only on sm100',
})
KNOWN_WRONG.update({
    's11-sglang-routergemm.py-2751-CL203': 'shadowed: the frame runs eagerly after the data_ptr test on line 2750',
    's13-sglang-routergemm.py-2751-CL203': 'shadowed: the frame runs eagerly after the data_ptr test on line 2750',
    's15-sglang-routergemm.py-2751-CL203': 'shadowed: the frame runs eagerly after the data_ptr test on line 2750',
    # run_ninja holds nothing torch-related (paths, a bool, an int), nor does any frame between it
    # and get_tinygemm2_module (JitSpec.build_and_load, _timed_build, build): dynamo compiles none
    # of them (has_tensor_in_frame), and build_and_load's first call (try_load -> get_aot_artifacts
    # -> Path.exists) breaks on every path, so the rest of it runs eagerly. Measured on the real
    # flashinfer 0.7.4 under torch 2.13 (tests/test_frames.py replays tinygemm2's cold build on
    # CPU): dynamo logs "skipping: run_ninja (no tensor-related objects found in frame)"
    's9-sglang-cpp_ext.py-437-CL102': 'not-traced: run_ninja and every frame above it up to get_tinygemm2_module run eagerly (no tensor-related objects in them)',
    # seed 18: 20 sglang sites drawn from the scan after the frame model (80 sites), labelled blind by
    # four helpers kept apart from every other label: 0 TRUE; arch.py:62 (the capability reaching
    # _cuda_arch_suffix) and common.py:744 (after a break in a try) are no longer reported
    's18-sglang-moe_route_quant_fused.py-91-CL203': 'dead-path: try_route_quant_fused returns at once unless _handoff.request_x was staged, which only KimiK3MoE does (module-level state set by another model)',
    's18-sglang-beam_fused.py-123-CL103': 'not-traced: the op keeps its CUDA dispatch (forward_triton) under torch.compile; forward_native runs only when a backend is forced',
    's18-sglang-moe_route_quant_fused.py-47-CL103': 'dead-path: try_route_quant_fused returns at once unless _handoff.request_x was staged, which only KimiK3MoE does (module-level state set by another model)',
    's18-sglang-kimi_k3.py-1313-CL203': 'not-traced (labeller, low confidence): an earlier self.topk call inside try/finally may break, and a break inside a try makes dynamo run the whole frame eagerly; whether that call breaks (a tvm-ffi kernel) is not decided',
    # session 19: the three sites of the final scan no label covered, labelled blind (all FALSE)
    's19b-sglang-dsa_cache_layer_split.py-281-CL203': 'wrong-edge: the layer-split DSA KV pool is built only for sparse-attention models with layer splitting and context parallelism; Bailing MoE gets the MHA pool (a pool class picked by the model config and server flags)',
    # session 30: the one site of the final scan no label covered (a test on min/max of a number read
    # from a tensor), labelled blind: FALSE
    's30-sglang-kv_index_translator.py-442-CL201': 'dead-path: DeepSeek forward_prepare takes the MHA branch only for extend batches; the compiled capture is decode-only (a forward mode the attention backend decides per batch)',
    's19b-sglang-moe_finalize_fuse_shared.py-12-CL103': 'dead-path: the flashinfer_trtllm MoE backend is picked only on sm100 (the server-args default auto stays auto on sm90)',
    's18-sglang-pynccl.py-236-CL109': 'wrong-edge: the KV pool is a PageInterleaveMHATokenToKVPool only with --enable-kv-cache-sharding (default False); the default pool is MHATokenToKVPool',
    # seed 19: 20 sglang sites drawn from the scan after today's mechanisms (75 sites), labelled blind
    # by four helpers kept apart from every other label: 4 TRUE (all conditional: a checkpoint's config,
    # a cold cache_once), reported; the 16 FALSE:
    's19-sglang-moe_front.py-93-CL102': 'dead-path: Kimi K3 has shared experts, so the MoE takes the fused path (a checkpoint config value)',
    's20-sglang-bailing_moe.py-409-CL103': 'dead-path: forward_batch.mm_token_modalities is set only for the multimodal Bailing wrappers (a forward-batch field no pin names)',
    's20-sglang-cpp_ext.py-73-CL101': 'dead-path: for the gpt-oss router shapes the wgmma program is never None at compiled batch sizes (shape-dependent)',
    's20-sglang-norm_rope.py-83-CL103': 'dead-path: the cache_once memo is warm from the eager captures of larger batch sizes before the compiled ones (the scan reports cold-cache paths as warnings)',
    's20-sglang-pynccl.py-236-CL109': 'wrong-edge: the KV pool is a PageInterleave pool only with --enable-kv-cache-sharding (a server-argument default reached through a pool factory)',
    's20-sglang-core.py-412-CL108': 'dead-path: try_load builds _HeterogeneousAOTModule only when AOT artifacts exist (flashinfer-jit-cache not installed: a package presence the scan does not model)',
    's20-sglang-beam_fused.py-123-CL103': 'not-traced: forward_native is compiled only when a backend is forced; on CUDA the op dispatches to Triton (a dispatch table read at run time)',
    's20-sglang-moe_route_quant_fused.py-91-CL203': 'dead-path: the staged request is set only by KimiK3MoE (a module-level handoff object written elsewhere)',
    's20-sglang-compilation_context.py-63-CL101': 'dead-path: the bundled CUTLASS has no Sm107, so the `or` short-circuits before the nvcc probe (a file-content test)',
    's20-sglang-embedding_gemma2.py-380-CL201': 'not-traced: an embedding model is not a generation model, and capture is skipped for it (is_generation_model reads an architecture list)',
    's20-sglang-cpp_ext.py-53-CL101': 'dead-path: for the gpt-oss router shapes the wgmma program is never None at compiled batch sizes (shape-dependent)',
    's21-sglang-env.py-299-CL102': 'dead-path: for the gpt-oss router shapes the wgmma program is never None at compiled batch sizes (shape-dependent)',
    's21-sglang-moe_front.py-93-CL102': 'dead-path: with shared experts and no a2a backend the front is no EP pair, so _ep_front returns first (a checkpoint config value)',
    's21-sglang-kimi_k3.py-973-CL105': 'dead-path: with shared experts and no a2a backend the front is no EP pair, so _ep_front returns first (a checkpoint config value)',
    's21-sglang-beam_fused.py-123-CL103': 'not-traced: forward_native is compiled only when a backend is forced; on CUDA the op dispatches to Triton (a dispatch table read at run time)',
    's21-sglang-bailing_moe.py-409-CL103': 'dead-path: forward_batch.mm_token_modalities is set only for the multimodal Bailing wrappers (a forward-batch field no pin names)',
    's21-sglang-pynccl.py-235-CL109': 'wrong-edge: the KV pool is a PageInterleave pool only with --enable-kv-cache-sharding (a server-argument default reached through a pool factory)',
    's21-sglang-compilation_context.py-46-CL102': 'dead-path: for the gpt-oss router shapes the wgmma program is never None at compiled batch sizes (shape-dependent)',
    's21-sglang-pynccl.py-240-CL109': 'wrong-edge: the KV pool is a PageInterleave pool only with --enable-kv-cache-sharding (a server-argument default reached through a pool factory)',
    's21-sglang-embedding_gemma2.py-380-CL201': 'not-traced: an embedding model is not a generation model, and capture is skipped for it (is_generation_model reads an architecture list)',
    's21-sglang-compilation_context.py-128-CL111': 'dead-path: for the gpt-oss router shapes the wgmma program is never None at compiled batch sizes (shape-dependent)',
    's21-sglang-dsv4.py-30-CL103': 'dead-path: HashTopK is built only for layers below config.num_hash_layers, a DeepSeek-V4 config field (a checkpoint config value)',
    # session 20: the ten sites of the mid-session scan no label covered, labelled blind (all FALSE;
    # nine cached_property reads, warm from the eager captures before the compiled ones - the scan
    # no longer reports those reads, so their labels agree)
    's20b-sglang-moe_front.py-134-CL103': 'dead-path: with shared experts and no a2a backend the fused front is taken, so _forward_unfused never runs (a checkpoint config value)',
})

# TRUE labels whose labeller counted a non-default deployment (their ``conditional``): under the
# default profile (which pins the default) they are not reported, and with the deployment value
# that their condition names they must be
CONDITIONAL_ON = {
    "s2026-sglang-qwen2_moe.py-560-CL104": ("MoeA2ABackend=DEEPEP",),  # --moe-a2a-backend deepep
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
        if lab["id"] in CONDITIONAL_ON:
            assert not ok, f"{lab['id']} is reported under the default profile although its condition is not"
            continue
        if lab["id"] in KNOWN_WRONG:
            assert not ok, f"{lab['id']} agrees now: remove it from KNOWN_WRONG"
        elif not ok:
            failures.append(f"{lab['id']} ({lab['verdict']}, {lab['category']}): {why}")
    assert not failures, "\n".join(failures)


@pytest.mark.parametrize("label_id", sorted(CONDITIONAL_ON))
def test_conditional_true_labels_are_reported_under_their_deployment(label_id):
    lab = next(x for x in check.labels() if x["id"] == label_id)
    args = ["scan", lab["engine"], "--format", "json"]
    for d in ENGINES[lab["engine"]]:
        args += ["--search-path", str(target_dir(d))]
    for v in CONDITIONAL_ON[label_id]:
        args += ["--value", v]
    proc = run_cli(*args)
    assert proc.returncode in (0, 1), proc.stderr
    ok, why = check.judge(lab, json.loads(proc.stdout)["findings"])
    assert ok, why


def test_roots_keep_their_flags(engine_scan):
    name, report = engine_scan
    flags = report["summary"]["roots_by_fullgraph"]
    if name == "sglang":
        # sglang 0.5.23 compiles models with fullgraph=False on CUDA (patch_model(model_runner.model)
        # during decode capture); its fullgraph=True model compile is the Ascend NPU runner, pruned
        # under the default cuda profile. The guessed roots are srt's top-level models only: not the
        # submodules they build, not the diffusion app's modules, not the MLX stub
        assert report["summary"]["roots_mode"] == "forwards"
        assert flags["false"] > 200
        guessed = [r for r in report["roots"] if r["kind"] == "forwards"]
        assert guessed and all("/sglang/srt/" in r["path"] for r in guessed)
        assert not any(r["root"].endswith(("RadixAttention.forward", "DSparkAttention.forward")) for r in guessed)
        assert not any("/mlx/" in r["path"] for r in report["roots"])
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
KNOWN_WRONG.update({
    # session 23: a mapping's .get(key, default) returns its default, so the attention-method
    # registry's fallback handler is reached; sglang's Sarvam MHA_PREFILL branch is now decided dead
    # in decode (four labels agree), while DeepseekV2AttentionMLA.forward_prepare's MHA branch stays
    # open for HYV4Attention, whose dispatch_attn_forward_method override forces MLA
    's11-sglang-concat_mla.py-20-CL103': 'dead-path: HYV4Attention overrides dispatch_attn_forward_method to force MLA (an override returning one enum member, not read)',
    's12-sglang-concat_mla.py-20-CL103': 'dead-path: HYV4Attention overrides dispatch_attn_forward_method to force MLA (an override returning one enum member, not read)',
})
# session 37: three FALSE sites reported again after the session's value-flow mechanisms (bisected on
# the CLI scans: the summarizer's changes alone leave both scans as before; the vLLM site comes from
# the value-flow changes together - default pins yielding to call values, a caller's attribute as a
# parameter's value, augmented stores; the sglang site survived every single revert tried, where the
# scan's answers depend on evaluation order)
KNOWN_WRONG.update({
    's15-sglang-radix_linear_attention.py-205-CL203': 'dead-path: _linear_attention_with_output_impl is called only for extend batches (or inside the prefill graph scope); the compiled capture is decode-only (a forward mode; evaluation-order dependent resolution)',
    's16-sglang-radix_linear_attention.py-205-CL203': 'dead-path: _linear_attention_with_output_impl is called only for extend batches (or inside the prefill graph scope); the compiled capture is decode-only (a forward mode; evaluation-order dependent resolution)',
    's77-vllm-ll_bf16.py-197-CL105': 'dead-path: the Bailing gate builds GateLinear with weight and output dtype both the router dtype, so allow_ll_bf16_gemm is False for it (a per-object value pair the scan does not tell apart)',
})
