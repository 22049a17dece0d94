from typing import NamedTuple

import torch
import torch.nn.functional as F


class UnpadResult(NamedTuple):
    hidden: torch.Tensor
    indices: torch.Tensor
    cu_seqlens: torch.Tensor
    max_seqlen: int


def index_first_axis(x: torch.Tensor, indices: torch.Tensor) -> torch.Tensor:
    flat = x.reshape(-1, *x.shape[2:])
    return flat.index_select(0, indices)


def pad_input(hidden: torch.Tensor, indices: torch.Tensor, batch: int, seqlen: int) -> torch.Tensor:
    out = hidden.new_zeros(batch * seqlen, *hidden.shape[1:])
    out.index_copy_(0, indices, hidden)
    return out.view(batch, seqlen, *hidden.shape[1:])


def unpad_input(hidden: torch.Tensor, attention_mask: torch.Tensor) -> UnpadResult:
    seqlens = attention_mask.sum(dim=-1, dtype=torch.int32)
    indices = torch.nonzero(attention_mask.flatten(), as_tuple=False).flatten()
    cu_seqlens = F.pad(torch.cumsum(seqlens, dim=0, dtype=torch.int32), (1, 0))
    return UnpadResult(index_first_axis(hidden, indices), indices, cu_seqlens, attention_mask.shape[-1])
