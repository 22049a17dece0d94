import contextlib
from typing import Optional

import torch

_BLOCK_K = 4
_batch_invariant_MODE = False
_batch_invariant_LIB: Optional[torch.library.Library] = None


def mm_batch_invariant(a: torch.Tensor, b: torch.Tensor) -> torch.Tensor:
    k = a.shape[1]
    out = torch.zeros(a.shape[0], b.shape[1], dtype=torch.float32, device=a.device)
    for start in range(0, k, _BLOCK_K):
        out += a[:, start:start + _BLOCK_K].float() @ b[start:start + _BLOCK_K].float()
    return out.to(a.dtype)


def addmm_batch_invariant(bias, a, b, beta=1, alpha=1):
    return beta * bias + alpha * mm_batch_invariant(a, b)


def is_batch_invariant_mode_enabled() -> bool:
    return _batch_invariant_MODE


def enable_batch_invariant_mode() -> None:
    global _batch_invariant_MODE, _batch_invariant_LIB
    if _batch_invariant_MODE:
        return
    _batch_invariant_MODE = True
    _batch_invariant_LIB = torch.library.Library("aten", "IMPL")
    _batch_invariant_LIB.impl("aten::mm", mm_batch_invariant, "CPU")
    _batch_invariant_LIB.impl("aten::addmm", addmm_batch_invariant, "CPU")


def disable_batch_invariant_mode() -> None:
    global _batch_invariant_MODE, _batch_invariant_LIB
    if _batch_invariant_LIB is not None:
        _batch_invariant_LIB._destroy()
    _batch_invariant_MODE = False
    _batch_invariant_LIB = None


@contextlib.contextmanager
def set_batch_invariant_mode(enabled: bool = True):
    old = _batch_invariant_MODE
    if enabled and not old:
        enable_batch_invariant_mode()
    elif not enabled and old:
        disable_batch_invariant_mode()
    try:
        yield
    finally:
        if old and not _batch_invariant_MODE:
            enable_batch_invariant_mode()
        elif not old and _batch_invariant_MODE:
            disable_batch_invariant_mode()
