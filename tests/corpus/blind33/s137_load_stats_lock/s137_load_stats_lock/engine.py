import torch
import torch.nn as nn
import torch.nn.functional as F

from .metrics import GLOBAL_METRICS


class GroupedExperts(nn.Module):
    def __init__(self, e, d, f):
        super().__init__()
        self.w13 = nn.Parameter(torch.randn(e, d, 2 * f) * 0.02)
        self.w2 = nn.Parameter(torch.randn(e, f, d) * 0.02)

    def forward(self, h, idx, w):
        gu = torch.einsum("td,tkdf->tkf", h, self.w13[idx])
        g, u = gu.chunk(2, -1)
        y = torch.einsum("tkf,tkfd->tkd", F.silu(g) * u, self.w2[idx])
        return (y * w.unsqueeze(-1)).sum(1)


class MoELayer(nn.Module):
    def __init__(self, d=16, f=24, e=4, k=2, metrics=GLOBAL_METRICS):
        super().__init__()
        self.k = k
        self.gate = nn.Linear(d, e, bias=False)
        self.experts = GroupedExperts(e, d, f)
        self.metrics = metrics

    def forward(self, h):
        w, idx = torch.topk(self.gate(h).softmax(-1), self.k, dim=-1)
        self.metrics.update(idx)
        return self.experts(h, idx, w)


class MoEDecoder(nn.Module):
    def __init__(self, d=16, n_layers=2):
        super().__init__()
        self.norms = nn.ModuleList(nn.RMSNorm(d) for _ in range(n_layers))
        self.layers = nn.ModuleList(MoELayer(d) for _ in range(n_layers))

    @torch.compile(fullgraph=True)
    def forward(self, x):
        b, s, d = x.shape
        h = x.reshape(b * s, d)
        for norm, layer in zip(self.norms, self.layers):
            h = h + layer(norm(h))
        return h.reshape(b, s, d)
