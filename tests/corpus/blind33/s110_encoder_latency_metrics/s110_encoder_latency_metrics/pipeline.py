import torch
from torch import nn

from .metrics import timed


class TokenMerger(nn.Module):
    """Merges adjacent media tokens pairwise (2x token reduction)."""

    def __init__(self, dim: int) -> None:
        super().__init__()
        self.ln = nn.LayerNorm(2 * dim)
        self.fc = nn.Linear(2 * dim, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, n, d = x.shape
        return self.fc(self.ln(x.reshape(b, n // 2, 2 * d)))


class MediaEncoder(nn.Module):
    def __init__(self, dim: int = 8) -> None:
        super().__init__()
        self.pre = nn.Linear(dim, dim)
        self.merger = TokenMerger(dim)

    @timed("media_encoder_ms")
    def encode(self, tokens: torch.Tensor) -> torch.Tensor:
        return self.merger(torch.nn.functional.silu(self.pre(tokens)))


_ENCODER = MediaEncoder().eval()


@torch.compile(fullgraph=True)
def encode_batch(tokens: torch.Tensor) -> torch.Tensor:
    out = _ENCODER.encode(tokens)
    return out.flatten(0, 1)
