#!/usr/bin/env python
"""Replay the seed incident on CPU: flashinfer ``fp4_quantize`` under ``torch.compile(fullgraph=True)``
with SM120 simulated.

    python examples/seed_incident/replay.py [--flashinfer DIR] [--json] [--no-cuda-home]

DIR holds the ``flashinfer`` package (default ``.targets/flashinfer-0.6.8.post1``); CPU import
dependencies come from ``--deps`` (default ``.targets/deps``). Prints the verdict, the graph-break
type and id, the innermost flashinfer frame and the chain of flashinfer frames from
``exc.real_stack``. Exit status: 1 when the compile breaks, 0 when it compiles, 2 on a usage or
import error.

One flashinfer per process: this script refuses to run if another flashinfer is already imported.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any, Callable, Dict, List, Optional, Sequence

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
DEFAULT_FLASHINFER = os.path.join(REPO, ".targets", "flashinfer-0.6.8.post1")
DEFAULT_DEPS = os.path.join(REPO, ".targets", "deps")


def import_flashinfer(flashinfer_dir: str, deps_dir: Optional[str] = DEFAULT_DEPS):
    """Import ``flashinfer`` from ``flashinfer_dir`` (put first on sys.path) and check its origin."""
    flashinfer_dir = os.path.abspath(flashinfer_dir)
    if not os.path.isdir(os.path.join(flashinfer_dir, "flashinfer")):
        raise SystemExit(f"error: no flashinfer package under {flashinfer_dir}")
    if "flashinfer" in sys.modules:
        have = os.path.dirname(os.path.dirname(sys.modules["flashinfer"].__file__))
        if os.path.realpath(have) != os.path.realpath(flashinfer_dir):
            raise SystemExit(f"error: a different flashinfer is already imported ({have})")
    for p in (deps_dir, flashinfer_dir):
        if p and p not in sys.path:
            sys.path.insert(0, p)
    import flashinfer  # noqa: E402

    got = os.path.realpath(os.path.dirname(os.path.dirname(flashinfer.__file__)))
    if got != os.path.realpath(flashinfer_dir):
        raise SystemExit(f"error: imported flashinfer from {got}, expected {flashinfer_dir}")
    return flashinfer


def gb_id_for(gb_type: Optional[str]) -> Optional[str]:
    """Look a gb_type up in torch's graph_break_registry.json (e.g. -> 'GB0007')."""
    if not gb_type:
        return None
    import torch

    path = os.path.join(os.path.dirname(torch._dynamo.__file__), "graph_break_registry.json")
    try:
        with open(path) as f:
            registry = json.load(f)
    except OSError:
        return None
    for gid, entries in registry.items():
        if any(e.get("Gb_type") == gb_type for e in entries):
            return gid
    return None


def _frames(exc) -> List[Dict[str, Any]]:
    out = []
    for fr in getattr(exc, "real_stack", None) or []:
        out.append({"file": fr.filename, "line": fr.lineno, "function": fr.name})
    return out


def _short(path: str, roots: Sequence[str]) -> str:
    for r in roots:
        r = os.path.realpath(r)
        if os.path.realpath(path).startswith(r + os.sep):
            return os.path.relpath(os.path.realpath(path), r)
    return path


def check_fullgraph(
    fn: Callable,
    args: Sequence[Any],
    *,
    flashinfer_dir: Optional[str] = None,
    backend: Any = "eager",
    dynamic: Optional[bool] = None,
) -> Dict[str, Any]:
    """``torch.compile(fn, fullgraph=True, backend=...)(*args)``; a dict describing the outcome.

    Keys: verdict ("compiles" | "breaks" | "error"), gb_type, gb_id, where (innermost flashinfer
    frame "flashinfer/...py:LINE"), innermost (innermost frame of the real stack), chain (the
    flashinfer frames, outermost first), graph_ops (call_function targets of the captured graph
    when it compiles), seconds.
    """
    import torch

    graphs: List[Any] = []

    def recording_backend(gm, example_inputs):
        graphs.append(gm)
        if backend == "eager":
            return gm.forward
        return backend(gm, example_inputs)

    torch._dynamo.reset()
    t0 = time.perf_counter()
    res: Dict[str, Any] = {"verdict": None, "gb_type": None, "gb_id": None, "where": None}
    try:
        compiled = torch.compile(fn, fullgraph=True, backend=recording_backend, dynamic=dynamic)
        compiled(*args)
        res["verdict"] = "compiles"
    except torch._dynamo.exc.Unsupported as e:
        res["verdict"] = "breaks"
        res["gb_type"] = getattr(e, "gb_type", None)
        res["gb_id"] = gb_id_for(res["gb_type"])
        frames = _frames(e)
        roots = [flashinfer_dir] if flashinfer_dir else []
        fi = [
            f
            for f in frames
            if (flashinfer_dir and os.path.realpath(f["file"]).startswith(
                os.path.realpath(flashinfer_dir) + os.sep))
            or (not flashinfer_dir and f"{os.sep}flashinfer{os.sep}" in f["file"])
        ]
        chain = [
            {"at": f"{_short(f['file'], roots)}:{f['line']}", "function": f["function"]}
            for f in fi
        ]
        res["chain"] = chain
        res["where"] = chain[-1]["at"] if chain else None
        if frames:
            last = frames[-1]
            res["innermost"] = f"{_short(last['file'], roots)}:{last['line']} ({last['function']})"
        res["message"] = str(e).splitlines()[0] if str(e) else ""
    except Exception as e:  # a different failure (e.g. a backend error) is not the incident
        res["verdict"] = "error"
        res["message"] = f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
    res["seconds"] = round(time.perf_counter() - t0, 2)
    if graphs:
        ops = []
        for gm in graphs:
            for n in gm.graph.nodes:
                if n.op == "call_function":
                    ops.append(str(n.target))
        res["graphs"] = len(graphs)
        res["graph_ops"] = ops
    return res


def main(argv: Optional[Sequence[str]] = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    ap.add_argument("--flashinfer", default=DEFAULT_FLASHINFER, help="dir holding flashinfer/")
    ap.add_argument("--deps", default=DEFAULT_DEPS, help="dir with CPU import deps (tvm_ffi, ...)")
    ap.add_argument("--json", action="store_true", help="print one JSON object")
    ap.add_argument("--no-cuda-home", action="store_true", help="unset CUDA_HOME/CUDA_PATH")
    ap.add_argument("--shape", default="8x6144", help="MxK of the bf16 meta input, comma-separated for several (default 8x6144)")
    ap.add_argument(
        "--call",
        choices=("public", "op"),
        default="public",
        help="public: flashinfer.fp4_quantize (what sglang 0.5.11 calls); op: "
        "torch.ops.flashinfer.fp4_quantize (registered upstream in 0.6.12+/0.7.x)",
    )
    args = ap.parse_args(argv)

    sys.path.insert(0, HERE)
    from sm120 import meta_inputs, simulate_sm120

    t0 = time.perf_counter()
    flashinfer = import_flashinfer(args.flashinfer, args.deps)
    import_s = time.perf_counter() - t0
    import torch

    shapes = [tuple(int(v) for v in sh.lower().split("x")) for sh in args.shape.split(",")]

    if args.call == "op":
        if not hasattr(torch.ops.flashinfer, "fp4_quantize"):
            print("error: this flashinfer registers no flashinfer::fp4_quantize op", file=sys.stderr)
            return 2
        op = torch.ops.flashinfer.fp4_quantize

        def caller(x, s):
            return op(x, s)

    else:

        def caller(x, s):  # an unchanged caller of the public API, like sglang's NVFP4 linear
            return flashinfer.fp4_quantize(x, s)

    runs = []
    with simulate_sm120(flashinfer, cuda_home=None if args.no_cuda_home else "fake-nvcc") as sim:
        for m, k in shapes:
            x, gs = meta_inputs(m, k)
            r = check_fullgraph(caller, (x, gs), flashinfer_dir=args.flashinfer)
            r["input"] = f"bf16[{m}, {k}] on meta"
            if r["verdict"] == "compiles":
                r["fp4_quantize_nodes"] = sum("fp4_quantize" in t for t in r.get("graph_ops", []))
                # output shapes/dtypes of the compiled call (meta: computed by the op's fake)
                x_q, sf = torch.compile(caller, fullgraph=True, backend="eager")(x, gs)
                r["outputs"] = [[list(t.shape), str(t.dtype).replace("torch.", "")]
                                for t in (x_q, sf)]
            runs.append(r)
    worst = next((r for r in runs if r["verdict"] != "compiles"), runs[0])
    res = {
        "flashinfer": os.path.abspath(args.flashinfer),
        "flashinfer_version": getattr(flashinfer, "__version__", None),
        "torch": torch.__version__,
        "sm": "120 (simulated)",
        "CUDA_HOME": "unset" if sim["CUDA_HOME"] is None else "set",
        "call": ("flashinfer.fp4_quantize" if args.call == "public"
                 else "torch.ops.flashinfer.fp4_quantize"),
        "import_seconds": round(import_s, 2),
        **worst,
    }
    if len(runs) > 1:
        res["runs"] = [{k: r.get(k) for k in ("input", "verdict", "gb_id", "where",
                                               "fp4_quantize_nodes", "outputs", "seconds")}
                       for r in runs]

    if args.json:
        print(json.dumps(res, indent=2))
    else:
        print(f"flashinfer {res['flashinfer_version']} from {res['flashinfer']}")
        print(f"torch {res['torch']}, SM120 simulated, CUDA_HOME {res['CUDA_HOME']}")
        print(f"call: {res['call']}(x, global_scale) under "
              "torch.compile(fullgraph=True, backend=eager)")
        for r in runs:
            print(f"{r['input']}: {r['verdict']} ({r['seconds']} s)")
            if r["verdict"] == "breaks":
                print(f"  gb_type: {r['gb_type']} ({r['gb_id']})")
                print(f"  at: {r['where']}")
                print(f"  innermost frame: {r.get('innermost')}")
                print("  chain (flashinfer frames, outermost first):")
                for f in r.get("chain", []):
                    print(f"    {f['at']:55s} {f['function']}")
            elif r["verdict"] == "compiles":
                print(f"  graph ops: {r.get('graph_ops')}")
                print(f"  outputs: {r.get('outputs')}")
            else:
                print(f"  {r.get('message')}")
    verdicts = {r["verdict"] for r in runs}
    if verdicts == {"compiles"}:
        return 0
    return 2 if "error" in verdicts else 1


if __name__ == "__main__":
    sys.exit(main())
