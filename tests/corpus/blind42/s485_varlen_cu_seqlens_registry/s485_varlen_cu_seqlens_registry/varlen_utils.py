from __future__ import annotations

from typing import Tuple

import torch


@torch.compiler.disable
def compute_cu_seqlens(seq_lens: torch.Tensor) -> Tuple[torch.Tensor, int]:
    """cu_seqlens (int32, leading 0) and the host-side max_seqlen flash-attn wants."""
    cu_seqlens = torch.zeros(seq_lens.numel() + 1, dtype=torch.int32, device=seq_lens.device)
    cu_seqlens[1:] = torch.cumsum(seq_lens, dim=0, dtype=torch.int32)
    max_seqlen = max(seq_lens.tolist()) if seq_lens.numel() else 0
    return cu_seqlens, max_seqlen


def token_to_seq_ids(seq_lens: torch.Tensor, num_tokens: int) -> torch.Tensor:
    seq_ids = torch.arange(seq_lens.numel(), device=seq_lens.device)
    return torch.repeat_interleave(seq_ids, seq_lens, output_size=num_tokens)
