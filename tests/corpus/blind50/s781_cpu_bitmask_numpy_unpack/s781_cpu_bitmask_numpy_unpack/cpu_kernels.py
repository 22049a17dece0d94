"""Reference CPU implementations of the bitmask kernels.

The GPU path uses a Triton kernel; on CPU we unpack the int32 words into a
boolean "rejected" mask and use a plain ``masked_fill_``.
"""

from typing import List, Optional, Union

import numpy as np
import torch

BITS_PER_BLOCK = 32


def unpack_bitmask_rows(bitmask: torch.Tensor, vocab_size: int) -> torch.Tensor:
    """Expand an int32 bitmask of shape (B, ceil(V / 32)) to a bool mask (B, V).

    A set bit means the token is allowed, so the returned mask is True for
    tokens that must be rejected.
    """
    words = bitmask.numpy()
    as_bytes = words.view(np.uint8)
    bits = np.unpackbits(as_bytes, axis=-1, bitorder="little")
    allowed = torch.from_numpy(bits[:, :vocab_size]).to(torch.bool)
    return ~allowed


def apply_token_bitmask_inplace_cpu(
    logits: torch.Tensor,
    bitmask: torch.Tensor,
    vocab_size: Optional[int] = None,
    indices: Optional[Union[List[int], torch.Tensor]] = None,
) -> None:
    if logits.device.type != "cpu":
        raise ValueError("logits must be on CPU")
    if bitmask.dtype != torch.int32:
        raise ValueError("bitmask must be int32")
    if vocab_size is None:
        vocab_size = min(logits.shape[-1], bitmask.shape[-1] * BITS_PER_BLOCK)

    rejected = unpack_bitmask_rows(bitmask, vocab_size)
    if indices is None:
        logits[..., :vocab_size].masked_fill_(rejected, float("-inf"))
    else:
        sub = logits[indices, :vocab_size]
        logits[indices, :vocab_size] = sub.masked_fill(rejected[indices], float("-inf"))
