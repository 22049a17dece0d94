from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import Any, Dict, Iterator, Optional

import torch


@dataclass
class ForwardContext:
    compute_dtype: torch.dtype
    device: torch.device
    num_tokens: int = 0
    extra: Dict[str, Any] = field(default_factory=dict)

    @property
    def is_reduced_precision(self) -> bool:
        return self.compute_dtype in (torch.float16, torch.bfloat16)


_forward_context: ContextVar[Optional[ForwardContext]] = ContextVar("forward_context", default=None)


def get_forward_context() -> ForwardContext:
    ctx = _forward_context.get()
    assert ctx is not None, "forward context is not set; call the model inside set_forward_context()"
    return ctx


def get_compute_dtype(default: torch.dtype = torch.float32) -> torch.dtype:
    ctx = _forward_context.get()
    return default if ctx is None else ctx.compute_dtype


@contextmanager
def set_forward_context(
    compute_dtype: torch.dtype,
    device: torch.device,
    num_tokens: int = 0,
) -> Iterator[ForwardContext]:
    ctx = ForwardContext(compute_dtype=compute_dtype, device=device, num_tokens=num_tokens)
    token = _forward_context.set(ctx)
    try:
        yield ctx
    finally:
        _forward_context.reset(token)
