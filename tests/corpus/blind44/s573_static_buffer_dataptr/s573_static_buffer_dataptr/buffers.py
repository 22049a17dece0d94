import torch


class StaticInputBuffers:
    """Preallocated inputs that captured graphs read from on every replay."""

    def __init__(self, max_bs: int, hidden_size: int):
        self.max_bs = max_bs
        self.hidden_states = torch.zeros(max_bs, hidden_size)
        self.positions = torch.zeros(max_bs, dtype=torch.long)

    @staticmethod
    def _stage(dst: torch.Tensor, src: torch.Tensor) -> torch.Tensor:
        n = src.shape[0]
        # the scheduler may already have written into the static buffer
        if src.data_ptr() == dst.data_ptr():
            return dst[:n]
        dst[:n].copy_(src)
        return dst[:n]

    def load(self, hidden_states: torch.Tensor, positions: torch.Tensor):
        h = self._stage(self.hidden_states, hidden_states)
        p = self._stage(self.positions, positions)
        return h, p
