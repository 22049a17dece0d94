import torch
import torch.nn.functional as F
from torch import nn

from .server_args import ServerArgs
from .stats import SampledStatsMixin


class GatedMLP(SampledStatsMixin, nn.Module):
    def __init__(self, args: ServerArgs):
        super().__init__()
        self.gate_up_proj = nn.Linear(args.hidden_size, 2 * args.intermediate_size, bias=False)
        self.down_proj = nn.Linear(args.intermediate_size, args.hidden_size, bias=False)
        self.init_sampled_stats(
            ("act", "out"), args.activation_stats_sample_rate, args.activation_stats_momentum
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        act = F.silu(gate) * up
        self._maybe_collect("act", act)
        out = self.down_proj(act)
        self._maybe_collect("out", out)
        return out


class ParallelBlock(nn.Module):
    def __init__(self, args: ServerArgs):
        super().__init__()
        self.ln = nn.LayerNorm(args.hidden_size)
        self.attn_qkv = nn.Linear(args.hidden_size, 3 * args.hidden_size)
        self.attn_out = nn.Linear(args.hidden_size, args.hidden_size)
        self.mlp = GatedMLP(args)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.ln(x)
        q, k, v = self.attn_qkv(h).chunk(3, dim=-1)
        attn = torch.softmax(q @ k.transpose(-1, -2) / q.shape[-1] ** 0.5, dim=-1) @ v
        return x + self.attn_out(attn) + self.mlp(h)
