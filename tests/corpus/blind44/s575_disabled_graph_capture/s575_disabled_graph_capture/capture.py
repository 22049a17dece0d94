from dataclasses import dataclass
from typing import Dict

import torch


@dataclass
class CapturedGraph:
    batch_size: int
    static_output: torch.Tensor
    num_replays: int = 0


@torch.compiler.disable
def lookup_or_capture(cache: Dict[int, CapturedGraph], batch_size: int, hidden_size: int) -> CapturedGraph:
    """Returns the graph captured for ``batch_size``, capturing it on first use.

    Capture has to run outside of dynamo: it allocates from the private graph
    memory pool and synchronizes the stream.
    """
    entry = cache.get(batch_size)
    if entry is None:
        entry = CapturedGraph(batch_size, torch.zeros(batch_size, hidden_size))
        cache[batch_size] = entry
    return entry
