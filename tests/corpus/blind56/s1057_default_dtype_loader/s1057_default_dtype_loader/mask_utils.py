from typing import Optional

import torch

from .loader_utils import set_default_torch_dtype


def min_value(dtype: torch.dtype) -> float:
    return torch.finfo(dtype).min


def build_causal_mask(
    num_tokens: int,
    dtype: torch.dtype,
    device: torch.device,
    sliding_window: Optional[int] = None,
) -> torch.Tensor:
    with set_default_torch_dtype(dtype):
        mask = torch.full((num_tokens, num_tokens), min_value(torch.get_default_dtype()), device=device)
    mask = torch.triu(mask, diagonal=1)
    if sliding_window is not None:
        mask = mask + torch.tril(torch.full_like(mask, min_value(dtype)), diagonal=-sliding_window)
    return mask
