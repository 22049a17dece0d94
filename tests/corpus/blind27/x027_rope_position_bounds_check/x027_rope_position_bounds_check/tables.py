import torch


class CosSinTable:
    """Precomputed cos/sin table sized for max_position_embeddings."""

    def __init__(self, dim: int, max_positions: int, base: float = 10000.0):
        inv_freq = 1.0 / (base ** (torch.arange(0, dim, 2).float() / dim))
        t = torch.arange(max_positions).float()
        freqs = torch.outer(t, inv_freq)
        self.cos = torch.cat((freqs, freqs), -1).cos()
        self.sin = torch.cat((freqs, freqs), -1).sin()
        self.max_positions = max_positions

    def lookup(self, positions: torch.Tensor):
        return self.cos[positions], self.sin[positions]
