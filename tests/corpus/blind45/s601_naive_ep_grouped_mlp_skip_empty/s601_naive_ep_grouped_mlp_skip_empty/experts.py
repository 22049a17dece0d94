"""Local experts of one EP rank, run one expert at a time (reference path)."""
import torch
import torch.nn.functional as F
from torch import nn

from .config import EPMoEConfig


class LocalExperts(nn.Module):
    def __init__(self, config: EPMoEConfig):
        super().__init__()
        self.config = config
        e, h, i = config.num_local_experts, config.hidden_size, config.intermediate_size
        self.w13 = nn.Parameter(torch.randn(e, 2 * i, h) * 0.02)
        self.w2 = nn.Parameter(torch.randn(e, h, i) * 0.02)

    def _expert_mlp(self, expert_id: int, x: torch.Tensor) -> torch.Tensor:
        gate_up = F.linear(x, self.w13[expert_id])
        gate, up = gate_up.chunk(2, dim=-1)
        return F.linear(F.silu(gate) * up, self.w2[expert_id])

    def _run_grouped(self, permuted: torch.Tensor, tokens_per_expert: torch.Tensor) -> torch.Tensor:
        out = torch.empty_like(permuted)
        start = 0
        for expert_id, n in enumerate(tokens_per_expert.tolist()):
            if n == 0:
                continue
            out[start:start + n] = self._expert_mlp(expert_id, permuted[start:start + n])
            start += n
        return out

    def forward(self, permuted: torch.Tensor, tokens_per_expert: torch.Tensor) -> torch.Tensor:
        return self._run_grouped(permuted, tokens_per_expert)
