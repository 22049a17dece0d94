"""Context managers that wrap a model forward depending on the runner config."""
from __future__ import annotations

from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass
from typing import List, Optional

import torch
from torch.nn.attention import SDPBackend, sdpa_kernel

_SDPA_BACKENDS = {
    "math": SDPBackend.MATH,
    "flash": SDPBackend.FLASH_ATTENTION,
    "efficient": SDPBackend.EFFICIENT_ATTENTION,
}


@dataclass
class ExecutionConfig:
    autocast_dtype: Optional[torch.dtype] = torch.bfloat16
    sdpa_backend: Optional[str] = "math"
    disable_grad: bool = True


def autocast_context(cfg: ExecutionConfig) -> AbstractContextManager:
    if cfg.autocast_dtype is None:
        return nullcontext()
    return torch.autocast("cpu", dtype=cfg.autocast_dtype)


def attention_backend_context(cfg: ExecutionConfig) -> AbstractContextManager:
    if cfg.sdpa_backend is None:
        return nullcontext()
    return sdpa_kernel(_SDPA_BACKENDS[cfg.sdpa_backend])


def build_forward_contexts(cfg: ExecutionConfig) -> List[AbstractContextManager]:
    ctxs: List[AbstractContextManager] = []
    if cfg.disable_grad:
        ctxs.append(torch.no_grad())
    ctxs.append(autocast_context(cfg))
    ctxs.append(attention_backend_context(cfg))
    return ctxs
