#!/usr/bin/env python
"""GLM-5 dense decoder layer on (simulated) SM120: fullgraph compile before/after the fix, numerics.

    python examples/glm5_dense/validate.py --json [--flashinfer-fixed DIR]

For each NVFP4 checkpoint variant ("mlp-only", "all-linears"):

* before -- ``torch.compile(layer, fullgraph=True, backend="eager")`` of the FULL-SIZE layer
  (hidden 6144, bf16, ``meta``, token dim dynamic as SGLang marks it) on the unfixed flashinfer
  0.6.8.post1 must fail like the incident (GB0007 at flashinfer/jit/cpp_ext.py:73);
* after -- the same on a fixed copy of flashinfer must compile; graph breaks are then counted
  with ``fullgraph=False`` (``torch._dynamo.utils.counters["graph_break"]``), the number of
  fp4-quantize op nodes in the FX graph is checked (one per NVFP4 linear) and the graph is split
  at the attention op the way SGLang's piecewise backend does;
* numerics -- on the scaled-down layer with real values flowing through the real flashinfer path
  into the CPU reference kernels (``cpu_kernels.install_cpu_kernels``): inductor-compiled
  (``mark_dynamic`` on the token dimension, fullgraph) vs eager, cosine >= 0.999, then a second
  token count must reuse the graph.

The fixed copy comes from ``--flashinfer-fixed DIR``, or else is produced by copying
``.targets/flashinfer-0.6.8.post1`` to a temp dir and running
``python -m compilelint fix COPY --apply --unsafe-fixes --root
flashinfer.quantization.fp4_quantization:fp4_quantize``.

Each flashinfer version runs in its own subprocess (PYTHONPATH=DIR:.targets/deps). Exit status 0
when every check passes, 1 otherwise, 2 on a usage error or missing targets.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from typing import Any, Dict, List, Optional

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
SEED = os.path.join(os.path.dirname(HERE), "seed_incident")
TARGETS = os.path.join(REPO, ".targets")
UNFIXED = os.path.join(TARGETS, "flashinfer-0.6.8.post1")
DEPS = os.path.join(TARGETS, "deps")
FIX_ROOT = "flashinfer.quantization.fp4_quantization:fp4_quantize"
COSINE_MIN = 0.999
SEGMENT_NAME = "glm5.dense_decoder_layer (layers 0-2)"

# ============================================================================================
# worker side (one flashinfer per process)
# ============================================================================================


def _cos(a, b) -> float:
    import torch

    return torch.nn.functional.cosine_similarity(
        a.double().flatten(), b.double().flatten(), dim=0
    ).item()


def _mark_dynamic(*tensors) -> None:
    import torch

    for t in tensors:
        if t is not None:
            torch._dynamo.mark_dynamic(t, 0)


def _is_quant_node(target: str) -> bool:
    t = target.lower()
    return "fp4_quantize" in t or "fp4quantize" in t


def _pieces(gm, attention_op: str) -> List[Dict[str, Any]]:
    """Split the captured graph at the attention op like SGLang's piecewise backend (the op is a
    piece of its own); per piece: number of fp4-quantize nodes and of call_function nodes."""
    pieces: List[Dict[str, Any]] = [{"kind": "compiled", "fp4_quantize_nodes": 0, "ops": 0}]
    for n in gm.graph.nodes:
        if n.op != "call_function":
            continue
        tgt = str(n.target)
        if attention_op in tgt:
            pieces.append({"kind": "split (attention op)", "op": tgt})
            pieces.append({"kind": "compiled", "fp4_quantize_nodes": 0, "ops": 0})
            continue
        pieces[-1]["ops"] += 1
        if _is_quant_node(tgt):
            pieces[-1]["fp4_quantize_nodes"] += 1
    return pieces


def worker(args) -> Dict[str, Any]:
    t_start = time.perf_counter()
    sys.path[:0] = [HERE, SEED]
    from replay import check_fullgraph, import_flashinfer

    flashinfer = import_flashinfer(args.flashinfer, DEPS)
    import torch

    from cpu_kernels import install_cpu_kernels
    import model as M
    from sm120 import simulate_sm120

    out: Dict[str, Any] = {
        "flashinfer": os.path.abspath(args.flashinfer),
        "flashinfer_version": getattr(flashinfer, "__version__", None),
        "torch": torch.__version__,
        "import_seconds": round(time.perf_counter() - t_start, 2),
        "variants": {},
    }
    kernels = install_cpu_kernels(flashinfer)
    variants = args.variants.split(",")
    with simulate_sm120(flashinfer):
        for variant in variants:
            v: Dict[str, Any] = {}
            out["variants"][variant] = v
            # ---- full size, meta, fullgraph, backend eager -------------------------------
            layer = M.meta_layer(M.GLM5, variant, flashinfer.fp4_quantize)
            pos, hid, res = M.inputs(M.GLM5, args.meta_tokens, device="meta")
            _mark_dynamic(pos, hid, res)

            def step(positions, hidden, residual, layer=layer):
                return layer(positions, hidden, residual)

            r = check_fullgraph(step, (pos, hid, res), flashinfer_dir=args.flashinfer)
            v["fullgraph"] = {k: r.get(k) for k in (
                "verdict", "gb_type", "gb_id", "where", "chain", "innermost", "message", "seconds")}
            n_linears = len(M.NVFP4_LINEARS[variant])
            v["nvfp4_linears"] = n_linears
            if r["verdict"] == "compiles":
                ops = r.get("graph_ops", [])
                v["fp4_quantize_nodes"] = sum(_is_quant_node(o) for o in ops)
                v["graph_ops"] = len(ops)
            if args.mode == "after":
                # graph breaks without fullgraph (counters), same full-size meta layer
                from torch._dynamo.utils import counters

                torch._dynamo.reset()
                counters.clear()
                graphs = []

                def eager_backend(gm, example_inputs):
                    graphs.append(gm)
                    return gm.forward

                t0 = time.perf_counter()
                pos, hid, res = M.inputs(M.GLM5, args.meta_tokens, device="meta")
                _mark_dynamic(pos, hid, res)
                torch.compile(step, backend=eager_backend)(pos, hid, res)
                v["graph_breaks"] = int(sum(counters["graph_break"].values()))
                v["graph_break_reasons"] = sorted(counters["graph_break"])[:10]
                v["graphs"] = len(graphs)
                v["break_count_seconds"] = round(time.perf_counter() - t0, 2)
                if graphs:
                    v["pieces"] = _pieces(graphs[0], M.ATTENTION_OP)
            del layer
            # ---- numerics: scaled-down layer, real values, inductor vs eager ---------------
            if args.mode == "after" and not args.skip_numerics:
                v["numerics"] = numerics(args, flashinfer, variant)
    out["cpu_kernel_modules_loaded"] = sorted(set(kernels.loaded))
    out["seconds"] = round(time.perf_counter() - t_start, 2)
    return out


def numerics(args, flashinfer, variant: str) -> Dict[str, Any]:
    import torch
    from torch._inductor.compile_fx import compile_fx

    import model as M

    torch._inductor.config.emulate_precision_casts = not args.inductor_default_precision
    torch._inductor.config.compile_threads = 1  # 2-core CI: no worker pool start-up
    cfg = M.GLM5_SMALL
    ref, layer = M.real_layers(cfg, variant, flashinfer.fp4_quantize, num_layers=args.layers,
                               seed=args.seed)
    res: Dict[str, Any] = {"config": "GLM5_SMALL", "layers": args.layers,
                           "emulate_precision_casts": not args.inductor_default_precision}
    compiles = []

    def counting_inductor(gm, example_inputs):
        compiles.append(len(list(gm.graph.nodes)))
        return compile_fx(gm, example_inputs)

    def step(positions, hidden, residual):
        return layer(positions, hidden, residual)

    torch._dynamo.reset()
    compiled = torch.compile(step, fullgraph=True, backend=counting_inductor)
    cosines, maxdiffs = [], []
    for i, tokens in enumerate(args.tokens):
        pos, hid, resid = M.inputs(cfg, tokens, seed=args.seed + 10 + i)
        with torch.no_grad():
            eager = layer(pos, hid, resid)
            bf16 = ref(pos, hid, resid)
            _mark_dynamic(pos, hid, resid)
            t0 = time.perf_counter()
            comp = compiled(pos, hid, resid)
            dt = time.perf_counter() - t0
        c = min(_cos(comp[0], eager[0]), _cos(comp[1], eager[1]))
        cosines.append(c)
        maxdiffs.append((comp[0].float() - eager[0].float()).abs().max().item())
        res.setdefault("runs", []).append({
            "tokens": tokens,
            "cosine_compiled_vs_eager": round(c, 6),
            "cosine_nvfp4_vs_bf16": round(_cos(eager[0], bf16[0]), 6),
            "max_abs_diff": maxdiffs[-1],
            "seconds": round(dt, 2),
        })
    res["cosine_compiled_vs_eager"] = round(min(cosines), 6)
    res["compiles"] = len(compiles)
    res["numerics_ok"] = bool(min(cosines) >= COSINE_MIN and len(compiles) == 1)
    return res


# ============================================================================================
# driver side
# ============================================================================================


def run_worker(mode: str, flashinfer_dir: str, args, log: List[str]) -> Dict[str, Any]:
    with tempfile.NamedTemporaryFile("r", suffix=".json", delete=False) as tmp:
        out_path = tmp.name
    cmd = [sys.executable, os.path.abspath(__file__), "--worker", mode,
           "--flashinfer", flashinfer_dir, "--out", out_path, "--variants", args.variants,
           "--meta-tokens", str(args.meta_tokens), "--layers", str(args.layers),
           "--seed", str(args.seed), "--tokens", ",".join(map(str, args.tokens))]
    if args.skip_numerics:
        cmd.append("--skip-numerics")
    if args.inductor_default_precision:
        cmd.append("--inductor-default-precision")
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([flashinfer_dir, DEPS])
    env.setdefault("TORCHINDUCTOR_CACHE_DIR", os.path.join(tempfile.gettempdir(),
                                                           "compilelint-glm5-inductor"))
    t0 = time.perf_counter()
    p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=args.timeout)
    dt = time.perf_counter() - t0
    try:
        with open(out_path) as f:
            data = json.load(f)
    except (OSError, ValueError):
        data = {"error": f"worker {mode} exited {p.returncode}",
                "stderr_tail": p.stderr[-3000:]}
    finally:
        if os.path.exists(out_path):
            os.unlink(out_path)
    data["wall_seconds"] = round(dt, 2)
    log.append(f"[{mode}] rc={p.returncode} {dt:.1f}s")
    return data


def make_fixed_copy(args, log: List[str]) -> Dict[str, Any]:
    """Copy the unfixed flashinfer and run `compilelint fix` on the copy."""
    tmp = tempfile.mkdtemp(prefix="glm5-flashinfer-fixed-")
    copy = os.path.join(tmp, "flashinfer-0.6.8.post1")
    shutil.copytree(args.flashinfer_unfixed, copy, symlinks=True,
                    ignore=shutil.ignore_patterns("__pycache__"))
    cmd = [sys.executable, "-m", "compilelint", "fix", copy, "--apply", "--unsafe-fixes",
           "--root", FIX_ROOT]
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([REPO] + [p for p in [env.get("PYTHONPATH")] if p])
    t0 = time.perf_counter()
    try:
        p = subprocess.run(cmd, cwd=REPO, env=env, capture_output=True, text=True,
                           timeout=args.timeout)
        rc, stdout, stderr = p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        rc, stdout, stderr = None, "", "timed out"
    dt = time.perf_counter() - t0
    log.append(f"[fix] rc={rc} {dt:.1f}s")
    info = {
        "fixed_by": "python -m compilelint fix COPY --apply --unsafe-fixes --root " + FIX_ROOT,
        "dir": copy, "tmp": tmp, "rc": rc, "seconds": round(dt, 2),
        "stdout_tail": stdout[-1500:], "stderr_tail": stderr[-1500:],
    }
    # rc 0: nothing left; 1: fixes applied but unfixable findings remain -> judge by the compile
    info["usable"] = rc in (0, 1)
    return info


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument("--flashinfer-fixed", help="dir holding a fixed flashinfer/ (skip the fixer)")
    ap.add_argument("--flashinfer-unfixed", default=UNFIXED)
    ap.add_argument("--variants", default=",".join(("mlp-only", "all-linears")))
    ap.add_argument("--tokens", default="48,37",
                    type=lambda s: [int(x) for x in s.split(",")],
                    help="token counts for the numerics runs (first compiles, the rest reuse)")
    ap.add_argument("--meta-tokens", type=int, default=64, help="tokens for the meta compile")
    ap.add_argument("--layers", type=int, default=1, help="dense layers in the numerics stack")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--skip-numerics", action="store_true")
    ap.add_argument("--inductor-default-precision", action="store_true",
                    help="do not set inductor's emulate_precision_casts (see README)")
    ap.add_argument("--keep-fixed", action="store_true", help="keep the temp fixed copy")
    ap.add_argument("--timeout", type=int, default=900)
    ap.add_argument("--worker", choices=("before", "after"), help=argparse.SUPPRESS)
    ap.add_argument("--flashinfer", help=argparse.SUPPRESS)
    ap.add_argument("--out", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)

    if args.worker:
        args.mode = args.worker
        data = worker(args)
        with open(args.out, "w") as f:
            json.dump(data, f)
        return 0

    for d in (args.flashinfer_unfixed, DEPS):
        if not os.path.isdir(d):
            print(f"error: {d} missing (run tests/fetch_targets.py)", file=sys.stderr)
            return 2
    t0 = time.perf_counter()
    log: List[str] = []
    fix_info: Dict[str, Any]
    if args.flashinfer_fixed:
        if not os.path.isdir(os.path.join(args.flashinfer_fixed, "flashinfer")):
            print(f"error: no flashinfer/ under {args.flashinfer_fixed}", file=sys.stderr)
            return 2
        fix_info = {"fixed_by": "given directory (--flashinfer-fixed)",
                    "dir": os.path.abspath(args.flashinfer_fixed), "usable": True}
    else:
        fix_info = make_fixed_copy(args, log)

    before = run_worker("before", args.flashinfer_unfixed, args, log)
    after = (run_worker("after", fix_info["dir"], args, log) if fix_info.get("usable")
             else {"error": "fixer failed", "variants": {}})

    segments = []
    ok = True
    for variant in args.variants.split(","):
        b = before.get("variants", {}).get(variant, {})
        a = after.get("variants", {}).get(variant, {})
        bf, af = b.get("fullgraph", {}), a.get("fullgraph", {})
        num = a.get("numerics", {})
        seg = {
            "name": SEGMENT_NAME,
            "nvfp4": variant,
            "fullgraph_before": bf.get("verdict") == "compiles",
            "before_gb_type": bf.get("gb_type"),
            "before_gb_id": bf.get("gb_id"),
            "before_at": bf.get("where"),
            "fullgraph_after": af.get("verdict") == "compiles",
            "graph_breaks_after": a.get("graph_breaks"),
            "fp4_quantize_nodes_after": a.get("fp4_quantize_nodes"),
            "nvfp4_linears": a.get("nvfp4_linears", b.get("nvfp4_linears")),
            "cosine_compiled_vs_eager": num.get("cosine_compiled_vs_eager"),
            "numerics_ok": num.get("numerics_ok") if not args.skip_numerics else None,
        }
        if af.get("verdict") and af.get("verdict") != "compiles":
            seg["after_failure"] = {k: af.get(k) for k in ("gb_type", "gb_id", "where", "message")}
        if a.get("pieces"):
            seg["pieces_after"] = a["pieces"]
        if num.get("runs"):
            seg["numerics_runs"] = num["runs"]
            seg["numerics_compiles"] = num.get("compiles")
        seg_ok = (
            seg["fullgraph_before"] is False
            and seg["before_gb_id"] == "GB0007"
            and seg["before_at"] == "flashinfer/jit/cpp_ext.py:73"
            and seg["fullgraph_after"] is True
            and seg["graph_breaks_after"] == 0
            and seg["fp4_quantize_nodes_after"] == seg["nvfp4_linears"]
            and (args.skip_numerics or seg["numerics_ok"] is True)
        )
        seg["ok"] = seg_ok
        ok &= seg_ok
        segments.append(seg)

    result = {
        "sm": "120 (simulated)",
        "segments": segments,
        "ok": ok,
        "inductor": {"emulate_precision_casts": not args.inductor_default_precision,
                     "compile_threads": 1},
        "full_size": {"hidden": 6144, "heads": 64, "q_lora_rank": 2048, "kv_lora_rank": 512,
                      "intermediate": 12288, "device": "meta", "dtype": "bfloat16",
                      "tokens": f"{args.meta_tokens} (dynamic)"},
        "before": {"flashinfer": before.get("flashinfer"),
                   "version": before.get("flashinfer_version"),
                   "seconds": before.get("wall_seconds"), "error": before.get("error")},
        "after": {"flashinfer": after.get("flashinfer"), "fixed_by": fix_info.get("fixed_by"),
                  "fix_rc": fix_info.get("rc"), "fix_seconds": fix_info.get("seconds"),
                  "seconds": after.get("wall_seconds"),
                  "error": after.get("error"),
                  "cpu_kernel_modules_loaded": after.get("cpu_kernel_modules_loaded")},
        "torch": before.get("torch") or after.get("torch"),
        "seconds": round(time.perf_counter() - t0, 2),
    }
    if before.get("error"):
        result["before"]["stderr_tail"] = before.get("stderr_tail")
    if after.get("error"):
        result["after"]["stderr_tail"] = after.get("stderr_tail")
    if not fix_info.get("usable", True) or fix_info.get("rc") not in (None, 0, 1):
        result["after"]["fix_stdout_tail"] = fix_info.get("stdout_tail")
        result["after"]["fix_stderr_tail"] = fix_info.get("stderr_tail")
    if "tmp" in fix_info and not args.keep_fixed:
        shutil.rmtree(fix_info["tmp"], ignore_errors=True)
    elif "tmp" in fix_info:
        result["after"]["kept"] = fix_info["dir"]

    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print(f"SM120 (simulated), torch {result['torch']}; {' '.join(log)}")
        for s in segments:
            print(f"{s['name']} [{s['nvfp4']}]: before={s['fullgraph_before']} "
                  f"({s['before_gb_id']} at {s['before_at']}) after={s['fullgraph_after']} "
                  f"breaks_after={s['graph_breaks_after']} "
                  f"quant_nodes={s['fp4_quantize_nodes_after']}/{s['nvfp4_linears']} "
                  f"cos={s['cosine_compiled_vs_eager']} -> {'ok' if s['ok'] else 'FAIL'}")
        print(f"total {result['seconds']} s: {'ok' if ok else 'FAIL'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
