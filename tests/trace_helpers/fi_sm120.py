"""The seed incident as a ``compilelint trace`` target: flashinfer 0.6.8.post1 ``fp4_quantize`` with
SM120 simulated on a CPU-only torch.

    PYTHONPATH=.targets/flashinfer-0.6.8.post1:.targets/deps:tests \\
        compilelint trace trace_helpers.fi_sm120:nvfp4_quantize --inputs trace_helpers.fi_sm120:inputs

``inputs()`` switches the simulation on for the rest of the process (it is the FACTORY, so it runs
before either dynamo pass) and returns bf16 activations on ``meta`` plus an fp32 global scale.
The simulation comes from ``examples/seed_incident/sm120.py`` when that file exists; otherwise the
same three changes are made here: ``get_compute_capability`` in
``flashinfer.quantization.fp4_quantization`` -> ``lambda device: (12, 0)``,
``torch.version.cuda = "12.8"``, ``CUDA_HOME`` set (to a directory whose ``bin/nvcc`` only
answers ``--version``).
"""
from __future__ import annotations

import importlib.util
import os
import stat
import tempfile

import torch

import flashinfer

_REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_SM120 = os.path.join(_REPO, "examples", "seed_incident", "sm120.py")
_ACTIVE: list = []  # [which simulation, context manager kept alive (its exit would undo it)]


def nvfp4_quantize(x: torch.Tensor, global_scale: torch.Tensor):
    """What sglang's NVFP4 linear does first on SM120."""
    return flashinfer.fp4_quantize(x, global_scale)


def _load_sm120():
    if not os.path.isfile(_SM120):
        return None
    spec = importlib.util.spec_from_file_location("_compilelint_sm120_sim", _SM120)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def _simulate_inline() -> None:
    from flashinfer.jit import cpp_ext
    from flashinfer.quantization import fp4_quantization as fq

    home = tempfile.mkdtemp(prefix="sm120-cuda-home-")
    os.makedirs(os.path.join(home, "bin"))
    nvcc = os.path.join(home, "bin", "nvcc")
    with open(nvcc, "w") as fh:
        fh.write('#!/bin/sh\necho "Cuda compilation tools, release 12.8, V12.8.93"\n')
    os.chmod(nvcc, os.stat(nvcc).st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    fq.get_compute_capability = lambda device: (12, 0)
    torch.version.cuda = "12.8"
    os.environ["CUDA_HOME"] = home
    for fn in (cpp_ext.get_cuda_path, cpp_ext.get_cuda_version, fq.get_fp4_quantization_module):
        if hasattr(fn, "cache_clear"):
            fn.cache_clear()


def simulate() -> str:
    """Turn the SM120 simulation on for the rest of the process; says which one."""
    if _ACTIVE:
        return _ACTIVE[0]
    sim = _load_sm120()
    if sim is not None:
        ctx = sim.simulate_sm120(flashinfer)
        ctx.__enter__()  # left on: the trace runs after the factory returns
        _ACTIVE.extend(["examples/seed_incident/sm120.py", ctx])
    else:
        _simulate_inline()
        _ACTIVE.append("inline")
    return _ACTIVE[0]


def inputs():
    simulate()
    x = torch.empty((8, 6144), dtype=torch.bfloat16, device="meta")
    gs = torch.empty((1,), dtype=torch.float32, device="meta")
    return (x, gs)
