import time

import torch

BLOCKS = torch.randn(8, 8)
_LAST_ACCESS = {}


def _touch(block_id: int) -> None:
    _LAST_ACCESS[block_id] = time.time()


@torch.compile(fullgraph=True)
def lookup(query: torch.Tensor) -> torch.Tensor:
    scores = query @ BLOCKS.t()
    _touch(0)
    return torch.softmax(scores, dim=-1) @ BLOCKS
