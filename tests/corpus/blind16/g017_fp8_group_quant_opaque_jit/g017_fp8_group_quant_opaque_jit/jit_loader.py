"""Lazy builder for the group-quant kernel (ninja build on first use)."""
import functools
import logging
import os
import shutil
import subprocess
import sys

import torch

logger = logging.getLogger(__name__)

_BUILD_ROOT = os.path.join(os.environ.get("TMPDIR", "/tmp"), "corpus_g017_jit")


def _nvcc_path():
    return shutil.which("nvcc") or os.path.join(os.environ.get("CUDA_HOME", "/usr/local/cuda"), "bin", "nvcc")


def _build_command(build_dir: str):
    # CPU stand-in for `ninja -C build_dir`: the real build only happens on sm90+
    return ["true", build_dir]


@functools.cache
def load_group_quant_module():
    build_dir = os.path.join(_BUILD_ROOT, f"py{sys.version_info.major}{sys.version_info.minor}")
    logger.info("building group quant kernel in %s (nvcc=%s)", build_dir, _nvcc_path())
    subprocess.run(_build_command(build_dir), check=True)
    return _TorchGroupQuant()


class _TorchGroupQuant:
    """Reference implementation used when the compiled extension is unavailable."""

    def quant(self, x, group_size, eps, fp8_max):
        m, k = x.shape
        xg = x.reshape(m, k // group_size, group_size)
        scale = xg.abs().amax(dim=-1, keepdim=True).clamp(min=eps) / fp8_max
        q = (xg / scale).clamp(-fp8_max, fp8_max).to(torch.float8_e4m3fn)
        return q.reshape(m, k), scale.squeeze(-1)

