import torch
import torch.nn as nn
import torch.nn.functional as F

from . import packing


class Expert(nn.Module):
    def __init__(self, d, f):
        super().__init__()
        self.w1 = nn.Linear(d, f, bias=False)
        self.w2 = nn.Linear(f, d, bias=False)


class MixtralStyleMoE(nn.Module):
    """Keeps HF-style per-expert modules for checkpoint loading, runs batched."""

    def __init__(self, d=16, f=32, e=4, k=2):
        super().__init__()
        self.k = k
        self.gate = nn.Linear(d, e, bias=False)
        self.experts = nn.ModuleList(Expert(d, f) for _ in range(e))

    def _stacked(self):
        w1 = packing.packed([ex.w1.weight for ex in self.experts])   # [E, d, f]
        w2 = packing.packed([ex.w2.weight for ex in self.experts])   # [E, f, d]
        return w1, w2

    def forward(self, x):
        w, idx = self.gate(x).softmax(-1).topk(self.k, -1)
        w1, w2 = self._stacked()
        h = F.silu(torch.einsum("td,tkdf->tkf", x, w1[idx]))
        y = torch.einsum("tkf,tkfd->tkd", h, w2[idx])
        return (y * w.unsqueeze(-1)).sum(1)


compiled_model = torch.compile(MixtralStyleMoE(), fullgraph=True)
