import contextlib
import dataclasses
from typing import Iterator, Optional

import torch


@dataclasses.dataclass(frozen=True)
class ForwardContext:
    seq_lens: torch.Tensor
    positions: torch.Tensor
    num_tokens: int
    is_decode: bool = True


_forward_context: Optional[ForwardContext] = None


def get_forward_context() -> ForwardContext:
    assert _forward_context is not None, "forward context is not set"
    return _forward_context


@contextlib.contextmanager
def set_forward_context(ctx: ForwardContext) -> Iterator[ForwardContext]:
    global _forward_context
    prev = _forward_context
    _forward_context = ctx
    try:
        yield ctx
    finally:
        _forward_context = prev
