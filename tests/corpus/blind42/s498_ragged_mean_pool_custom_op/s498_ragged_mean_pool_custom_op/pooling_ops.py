"""Ragged pooling kernels.

The CUDA build dispatches to a segmented-reduce kernel; this is the portable
reference path.  It walks the per-request lengths on the host, which is fine
inside an opaque op but would be a graph break if inlined into the model.
"""
from typing import List

import torch


@torch.library.custom_op("blind42_s498::ragged_mean_pool", mutates_args=())
def ragged_mean_pool(hidden_states: torch.Tensor, prompt_lens: torch.Tensor) -> torch.Tensor:
    lens: List[int] = prompt_lens.tolist()
    if sum(lens) != hidden_states.shape[0]:
        raise ValueError(f"prompt_lens sum {sum(lens)} != num_tokens {hidden_states.shape[0]}")
    pooled = []
    for chunk in torch.split(hidden_states, lens, dim=0):
        if chunk.shape[0] == 0:
            pooled.append(hidden_states.new_zeros(hidden_states.shape[-1]))
        else:
            pooled.append(chunk.float().mean(dim=0).to(hidden_states.dtype))
    return torch.stack(pooled, dim=0)


@ragged_mean_pool.register_fake
def _(hidden_states: torch.Tensor, prompt_lens: torch.Tensor) -> torch.Tensor:
    return hidden_states.new_empty((prompt_lens.shape[0], hidden_states.shape[-1]))
