import torch

_SEEN_BUFFERS: dict = {}


def remember(t: torch.Tensor, tag: str) -> torch.Tensor:
    _SEEN_BUFFERS[t.data_ptr()] = tag
    return t


@torch.compile(fullgraph=True)
def compiled(x: torch.Tensor) -> torch.Tensor:
    x = remember(x, "input")
    return torch.relu(x) * 2
