import torch
import torch.nn as nn
import torch.nn.functional as F

from .checks import check_balance, record_usage


class MoEMLP(nn.Module):
    def __init__(self, d=16, f=32, e=4, k=2, jitter=0.0):
        super().__init__()
        self.e, self.k, self.jitter = e, k, jitter
        self.router = nn.Linear(d, e, bias=False)
        self.w_in = nn.Parameter(torch.randn(e, d, f) * 0.02)
        self.w_out = nn.Parameter(torch.randn(e, f, d) * 0.02)

    def route(self, h):
        logits = self.router(h)
        if self.training and self.jitter > 0:
            logits = logits * torch.empty_like(logits).uniform_(1 - self.jitter, 1 + self.jitter)
        w, idx = logits.softmax(-1).topk(self.k, -1)
        check_balance(idx, self.e)
        record_usage(idx, self.e)
        return w, idx

    def forward(self, h):
        w, idx = self.route(h)
        dense = torch.einsum("td,edf->tef", h, self.w_in)
        dense = torch.einsum("tef,efd->ted", F.gelu(dense), self.w_out)
        sel = torch.gather(dense, 1, idx.unsqueeze(-1).expand(-1, -1, h.shape[-1]))
        return (sel * w.unsqueeze(-1)).sum(1)


class MoEBlock(nn.Module):
    def __init__(self, d=16):
        super().__init__()
        self.ln = nn.LayerNorm(d)
        self.mlp = MoEMLP(d)

    def forward(self, x):
        b, s, d = x.shape
        return x + self.mlp(self.ln(x).view(b * s, d)).view(b, s, d)


_block = MoEBlock().eval()


@torch.compile(fullgraph=True)
def moe_block_fwd(x):
    return _block(x)
