import torch
from torch import nn

from .kernels import select_kernel


class W4A16Linear(nn.Module):
    def __init__(self, in_features, out_features, group_size=8, seed=0):
        super().__init__()
        g = torch.Generator().manual_seed(seed)
        self.group_size = group_size
        self.register_buffer("qweight", torch.randint(0, 16, (out_features, in_features), generator=g, dtype=torch.uint8))
        self.register_buffer("scales", torch.rand(out_features, in_features // group_size, generator=g) * 0.03)

    def forward(self, x):
        m, k = x.shape
        kernel = select_kernel(m, self.qweight.shape[0], k)
        return kernel(x, self.qweight, self.scales, self.group_size)


class QuantEngine(nn.Module):
    def __init__(self, hidden=16, vocab=24):
        super().__init__()
        self.proj = W4A16Linear(hidden, hidden, seed=4)
        self.head = W4A16Linear(hidden, vocab, seed=5)

    @torch.compile(fullgraph=True)
    def step(self, x):
        h = torch.nn.functional.gelu(self.proj(x))
        return torch.log_softmax(self.head(h), dim=-1)
