from typing import List, Tuple

import torch


def split_microbatches(hidden_states: torch.Tensor, microbatch_sizes: torch.Tensor) -> Tuple[torch.Tensor, ...]:
    """Split the flat (bucket-padded) token batch into micro-batches."""
    sizes: List[int] = microbatch_sizes.tolist()
    return torch.split(hidden_states, sizes, dim=0)
