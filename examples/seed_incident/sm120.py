"""Simulate an SM120 (RTX PRO 6000 Blackwell class) machine on a CPU-only torch build.

The seed incident: sglang 0.5.11 compiles its model with ``fullgraph=True``; its NVFP4 linear calls
flashinfer 0.6.8.post1's ``fp4_quantize`` on SM120, and dynamo, tracing into flashinfer's JIT
module loader, hits ``subprocess.check_output([nvcc, "--version"])`` in ``get_cuda_version``
(``flashinfer/jit/cpp_ext.py:73``) -> GB0007 "Attempted to call function marked as skipped".

What the simulation changes (all undone on exit):

1. ``get_compute_capability`` in ``flashinfer.quantization.fp4_quantization`` -- that module's own
   binding, imported with ``from ..utils import ...`` -- becomes ``lambda device: (12, 0)``, so
   ``fp4_quantize`` selects the SM120 JIT module for any device (``meta`` included);
2. ``torch.version.cuda = "12.8"`` (the CPU wheel has ``None``; "12.9"+ would select sm120f);
3. ``CUDA_HOME`` points at an existing directory. By default a temporary one whose ``bin/nvcc``
   prints ``release 12.8``, so that *eager* calls walk the real ``get_cuda_version`` path
   (subprocess and all) and get 12.8 whatever toolkit the host has; ``cuda_home=None`` unsets
   ``CUDA_HOME``/``CUDA_PATH`` instead (the trace then breaks one frame earlier, at
   ``cpp_ext.py:53``, ``subprocess.run(["which", "nvcc"])`` in ``get_cuda_path``);
4. for eager runs only: flashinfer's ``current_compilation_context.TARGET_CUDA_ARCHS`` gets
   ``(12, "0a")`` (what ``FLASHINFER_CUDA_ARCH_LIST="12.0a"`` gives), because the import-time
   device probe found no GPU and ``check_cuda_arch()`` would refuse. This sits after the traced
   barrier and does not change what dynamo reports.

The functools caches on ``get_cuda_path``, ``get_cuda_version`` and
``get_fp4_quantization_module`` are cleared on entry and exit.

Tensors are the caller's business: use bf16 tensors on ``meta`` (see :func:`meta_inputs`) to
compile full-size shapes without memory.
"""

from __future__ import annotations

import contextlib
import importlib
import os
import shutil
import stat
import tempfile
from typing import Iterator, Optional, Tuple, Union

import torch

CAPABILITY = (12, 0)
CUDA_VERSION = "12.8"

_FAKE_NVCC = """#!/bin/sh
# compilelint SM120 simulation: stands in for nvcc so flashinfer's get_cuda_version() parses 12.8
echo "nvcc: NVIDIA (R) Cuda compiler driver"
echo "Cuda compilation tools, release {ver}, V{ver}.93"
"""


def make_fake_cuda_home(version: str = CUDA_VERSION, parent: Optional[str] = None) -> str:
    """A directory with ``bin/nvcc`` that only answers ``--version`` (never compiles)."""
    root = tempfile.mkdtemp(prefix="sm120-cuda-home-", dir=parent)
    os.makedirs(os.path.join(root, "bin"))
    nvcc = os.path.join(root, "bin", "nvcc")
    with open(nvcc, "w") as f:
        f.write(_FAKE_NVCC.format(ver=version))
    os.chmod(nvcc, os.stat(nvcc).st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return root


def _mod(flashinfer_module, sub: str):
    base = flashinfer_module.__name__ if flashinfer_module is not None else "flashinfer"
    return importlib.import_module(f"{base}.{sub}")


def _clear_caches(flashinfer_module) -> None:
    cpp_ext = _mod(flashinfer_module, "jit.cpp_ext")
    fq = _mod(flashinfer_module, "quantization.fp4_quantization")
    for owner, name in (
        (cpp_ext, "get_cuda_path"),
        (cpp_ext, "get_cuda_version"),
        (fq, "get_fp4_quantization_module"),
    ):
        fn = getattr(owner, name, None)
        if hasattr(fn, "cache_clear"):
            fn.cache_clear()


@contextlib.contextmanager
def simulate_sm120(
    flashinfer_module=None,
    *,
    cuda_home: Union[str, None] = "fake-nvcc",
    cuda_version: str = CUDA_VERSION,
    capability: Tuple[int, int] = CAPABILITY,
) -> Iterator[dict]:
    """Context manager: SM120 + CUDA 12.8 as seen by flashinfer, on a CPU-only torch.

    ``cuda_home``: ``"fake-nvcc"`` (default, a temp dir whose bin/nvcc prints the version), an
    existing directory to use as is, or ``None`` to unset ``CUDA_HOME``/``CUDA_PATH``.
    Yields a dict describing what was set.
    """
    if flashinfer_module is None:
        flashinfer_module = importlib.import_module("flashinfer")
    fq = _mod(flashinfer_module, "quantization.fp4_quantization")
    ctx_mod = _mod(flashinfer_module, "jit.core")

    saved_cc = fq.get_compute_capability
    saved_cuda = torch.version.cuda
    saved_env = {k: os.environ.get(k) for k in ("CUDA_HOME", "CUDA_PATH")}
    comp_ctx = getattr(ctx_mod, "current_compilation_context", None)
    saved_archs = set(comp_ctx.TARGET_CUDA_ARCHS) if comp_ctx is not None else None

    made_home = None
    if cuda_home == "fake-nvcc":
        made_home = cuda_home = make_fake_cuda_home(cuda_version)
    elif cuda_home is not None and not os.path.isdir(cuda_home):
        raise FileNotFoundError(f"CUDA_HOME {cuda_home!r} is not a directory")

    try:
        fq.get_compute_capability = lambda device: capability
        torch.version.cuda = cuda_version
        if cuda_home is None:
            os.environ.pop("CUDA_HOME", None)
            os.environ.pop("CUDA_PATH", None)
        else:
            os.environ["CUDA_HOME"] = cuda_home
        if comp_ctx is not None:
            comp_ctx.TARGET_CUDA_ARCHS.add((capability[0], f"{capability[1]}a"))
        _clear_caches(flashinfer_module)
        yield {
            "capability": capability,
            "torch.version.cuda": cuda_version,
            "CUDA_HOME": cuda_home,
            "flashinfer": os.path.dirname(flashinfer_module.__file__),
        }
    finally:
        fq.get_compute_capability = saved_cc
        torch.version.cuda = saved_cuda
        for k, v in saved_env.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
        if comp_ctx is not None:
            comp_ctx.TARGET_CUDA_ARCHS.clear()
            comp_ctx.TARGET_CUDA_ARCHS.update(saved_archs)
        _clear_caches(flashinfer_module)
        if made_home:
            shutil.rmtree(made_home, ignore_errors=True)


def meta_inputs(
    m: int = 8, k: int = 6144, dtype: torch.dtype = torch.bfloat16
) -> Tuple[torch.Tensor, torch.Tensor]:
    """bf16 activations on ``meta`` and an fp32 global scale, as the NVFP4 linear passes them."""
    x = torch.empty((m, k), dtype=dtype, device="meta")
    gs = torch.empty((1,), dtype=torch.float32, device="meta")
    return x, gs
