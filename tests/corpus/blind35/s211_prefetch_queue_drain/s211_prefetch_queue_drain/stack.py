import torch
import torch.nn as nn
import torch.nn.functional as F

from .prefetch import LayerPrefetcher, PrefetchConfig


class StreamingStack(nn.Module):
    """Runs N linear+gelu blocks whose weights live on the host."""

    def __init__(self, hidden: int, num_layers: int, prefetch_depth: int = 2):
        super().__init__()
        g = torch.Generator().manual_seed(0)
        weights = [torch.randn(hidden, hidden, generator=g) * 0.05 for _ in range(num_layers)]
        biases = [torch.zeros(hidden) for _ in range(num_layers)]
        self.num_layers = num_layers
        self.norm = nn.LayerNorm(hidden)
        self.prefetcher = LayerPrefetcher(weights, biases, PrefetchConfig(depth=prefetch_depth))

    def _block(self, x: torch.Tensor, idx: int) -> torch.Tensor:
        w, b = self.prefetcher.acquire(idx, x.device)
        return x + F.gelu(F.linear(x, w, b))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.norm(x)
        for idx in range(self.num_layers):
            h = self._block(h, idx)
        return h


def build_stack(hidden: int = 8, num_layers: int = 3) -> StreamingStack:
    return StreamingStack(hidden, num_layers)


stack = build_stack()
compiled_stack = torch.compile(stack, fullgraph=True)
