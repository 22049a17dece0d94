import torch
from torch import nn

from .checks import validate_edge_index


def segment_softmax(scores: torch.Tensor, index: torch.Tensor, num_nodes: int) -> torch.Tensor:
    heads = scores.size(1)
    idx = index.unsqueeze(-1).expand(-1, heads)
    smax = scores.new_full((num_nodes, heads), float("-inf"))
    smax = smax.scatter_reduce(0, idx, scores, reduce="amax", include_self=True)
    ex = (scores - smax.gather(0, idx)).exp()
    denom = scores.new_zeros(num_nodes, heads).scatter_add_(0, idx, ex)
    return ex / denom.gather(0, idx).clamp(min=1e-16)


class GATConv(nn.Module):
    def __init__(self, in_dim: int, out_dim: int, heads: int = 2, strict: bool = True):
        super().__init__()
        self.heads, self.out_dim, self.strict = heads, out_dim, strict
        self.lin = nn.Linear(in_dim, heads * out_dim, bias=False)
        self.att_src = nn.Parameter(torch.randn(1, heads, out_dim) * 0.1)
        self.att_dst = nn.Parameter(torch.randn(1, heads, out_dim) * 0.1)

    def forward(self, x: torch.Tensor, edge_index: torch.Tensor) -> torch.Tensor:
        n = x.size(0)
        if self.strict:
            validate_edge_index(edge_index, n)
        h = self.lin(x).view(n, self.heads, self.out_dim)
        src, dst = edge_index
        a = (h[src] * self.att_src).sum(-1) + (h[dst] * self.att_dst).sum(-1)
        alpha = segment_softmax(torch.nn.functional.leaky_relu(a, 0.2), dst, n)
        msg = h[src] * alpha.unsqueeze(-1)
        out = h.new_zeros(n, self.heads, self.out_dim).index_add_(0, dst, msg)
        return out.mean(1)
