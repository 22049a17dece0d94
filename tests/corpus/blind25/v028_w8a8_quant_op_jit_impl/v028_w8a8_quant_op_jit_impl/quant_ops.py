"""Custom-op boundary: dynamo sees the schema and the fake, never the loader."""
from __future__ import annotations

from typing import Tuple

import torch

from .jit import get_quant_module


@torch.library.custom_op("corpus_v028::per_token_quant_int8", mutates_args=())
def _per_token_quant_int8(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    return get_quant_module(x.dtype).run(x)


@_per_token_quant_int8.register_fake
def _(x: torch.Tensor):
    q = torch.empty(x.shape, dtype=torch.int8, device=x.device)
    scale = torch.empty((*x.shape[:-1], 1), dtype=torch.float32, device=x.device)
    return q, scale


def per_token_quant_int8(x: torch.Tensor) -> Tuple[torch.Tensor, torch.Tensor]:
    if not x.is_contiguous():
        x = x.contiguous()
    return torch.ops.corpus_v028.per_token_quant_int8.default(x)
