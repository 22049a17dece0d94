import torch
from torch import nn

from .base import TunedOp


class FusedAddRMSNorm(TunedOp):
    op_name = "fused_add_rmsnorm"

    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.eps = eps

    def forward(self, x, residual):
        cfg = self.launch_config(x.shape[-1])
        block = cfg["block_size"]
        x = x + residual
        residual = x
        # per-block partial sums of squares, as the kernel reduces them
        sq = torch.stack([x[..., i:i + block].pow(2).sum(-1) for i in range(0, x.shape[-1], block)], dim=-1)
        variance = sq.sum(-1, keepdim=True) / x.shape[-1]
        return x * torch.rsqrt(variance + self.eps) * self.weight, residual


_norm = FusedAddRMSNorm(8)


def decoder_layer_tail(hidden_states, residual, mlp_out):
    hidden_states, residual = _norm(hidden_states + mlp_out, residual)
    return hidden_states + 0.5 * residual


step = torch.compile(decoder_layer_tail, fullgraph=True)
