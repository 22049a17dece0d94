import torch


@torch.compiler.disable
def _copy_into_ring(buffer: torch.Tensor, src: torch.Tensor, head: int) -> int:
    n = src.shape[0]
    idx = (torch.arange(n) + head) % buffer.shape[0]
    buffer.index_copy_(0, idx, src.detach())
    return (head + n) % buffer.shape[0]


class DraftHiddenState:
    """Ring buffer of target hidden states fed back into the draft head."""

    def __init__(self, capacity: int, hidden: int):
        self.buffer = torch.zeros(capacity, hidden)
        self.head = 0

    def push(self, hidden: torch.Tensor) -> None:
        self.head = _copy_into_ring(self.buffer, hidden, self.head)

    def latest(self, n: int) -> torch.Tensor:
        return self.buffer[:n]
