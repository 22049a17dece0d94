"""Switches for batch-invariant (deterministic) inference."""
import os

import torch

_BATCH_INVARIANT_ENABLED = False


def _configure_backends() -> None:
    # cuBLAS needs a fixed workspace for reproducible GEMM reductions
    os.environ.setdefault("CUBLAS_WORKSPACE_CONFIG", ":4096:8")
    torch.backends.cudnn.benchmark = False
    torch.backends.cudnn.deterministic = True


def enable_batch_invariant_mode() -> None:
    global _BATCH_INVARIANT_ENABLED
    if _BATCH_INVARIANT_ENABLED:
        return
    _configure_backends()
    _BATCH_INVARIANT_ENABLED = True


def is_batch_invariant_mode_enabled() -> bool:
    return _BATCH_INVARIANT_ENABLED
