"""Token-bitmask ops registered with torch.library."""

from typing import Optional

import numpy as np
import torch

_BITS = 32


def _unpack_rows_numpy(bitmask: np.ndarray, vocab_size: int) -> np.ndarray:
    as_bytes = np.ascontiguousarray(bitmask).view(np.uint8)
    bits = np.unpackbits(as_bytes, axis=-1, bitorder="little")
    return bits[:, :vocab_size].astype(bool)


@torch.library.custom_op("corpus_s788::apply_token_bitmask_", mutates_args=("logits",))
def apply_token_bitmask_(logits: torch.Tensor, bitmask: torch.Tensor, vocab_size: int) -> None:
    allowed = _unpack_rows_numpy(bitmask.cpu().numpy(), vocab_size)
    rejected = torch.from_numpy(~allowed).to(logits.device)
    logits[:, :vocab_size].masked_fill_(rejected, float("-inf"))


@apply_token_bitmask_.register_fake
def _(logits: torch.Tensor, bitmask: torch.Tensor, vocab_size: int) -> None:
    return None


@torch.library.custom_op("corpus_s788::count_allowed_tokens", mutates_args=())
def count_allowed_tokens(bitmask: torch.Tensor, vocab_size: int) -> torch.Tensor:
    counts = [int(_unpack_rows_numpy(row[None].numpy(), vocab_size).sum()) for row in bitmask.cpu()]
    return torch.tensor(counts, dtype=torch.int64, device=bitmask.device)


@count_allowed_tokens.register_fake
def _(bitmask: torch.Tensor, vocab_size: int) -> torch.Tensor:
    return bitmask.new_empty(bitmask.shape[0], dtype=torch.int64)


def apply_token_bitmask_inplace(
    logits: torch.Tensor, bitmask: torch.Tensor, vocab_size: Optional[int] = None
) -> None:
    if vocab_size is None:
        vocab_size = min(logits.shape[-1], bitmask.shape[-1] * _BITS)
    torch.ops.corpus_s788.apply_token_bitmask_(logits, bitmask, vocab_size)
