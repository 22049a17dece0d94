import math
from typing import List, Optional, Tuple, Union

import torch

from .cpu_kernels import BITS_PER_BLOCK, apply_token_bitmask_inplace_cpu

bitmask_dtype = torch.int32


def get_bitmask_shape(batch_size: int, vocab_size: int) -> Tuple[int, int]:
    return (batch_size, math.ceil(vocab_size / BITS_PER_BLOCK))


def allocate_token_bitmask(batch_size: int, vocab_size: int) -> torch.Tensor:
    return torch.full(get_bitmask_shape(batch_size, vocab_size), -1, dtype=bitmask_dtype)


def _apply_token_bitmask_inplace_triton(logits, bitmask, vocab_size=None, indices=None):
    from .triton_ops import apply_token_bitmask_inplace_kernel

    apply_token_bitmask_inplace_kernel(logits, bitmask, vocab_size, indices)


def apply_token_bitmask_inplace(
    logits: torch.Tensor,
    bitmask: torch.Tensor,
    *,
    vocab_size: Optional[int] = None,
    indices: Optional[Union[List[int], torch.Tensor]] = None,
) -> None:
    if bitmask.device != logits.device:
        raise ValueError(
            "logits and bitmask should be on the same device. "
            + f"But got logits.device: {logits.device}, bitmask.device: {bitmask.device}"
        )
    if logits.device.type == "cuda":
        _apply_token_bitmask_inplace_triton(logits, bitmask, vocab_size, indices)
    elif logits.device.type == "cpu":
        apply_token_bitmask_inplace_cpu(logits, bitmask, vocab_size, indices)
    else:
        raise ValueError(f"Unsupported device: {logits.device}")
