import torch
from torch import nn


class ExpertMLP(nn.Module):
    def __init__(self, hidden: int, inter: int):
        super().__init__()
        self.gate_up = nn.Linear(hidden, 2 * inter, bias=False)
        self.down = nn.Linear(inter, hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up(x).chunk(2, dim=-1)
        return self.down(nn.functional.silu(gate) * up)


def dispatch_experts(experts: nn.ModuleList, hidden: torch.Tensor,
                     topk_weights: torch.Tensor, topk_ids: torch.Tensor) -> torch.Tensor:
    """Naive per-expert loop; experts that received no token are skipped."""
    out = torch.zeros_like(hidden)
    for expert_id, expert in enumerate(experts):
        hit = topk_ids == expert_id
        if not hit.any():
            continue
        token_weight = (topk_weights * hit).sum(dim=-1, keepdim=True)
        out = out + expert(hidden) * token_weight.to(hidden.dtype)
    return out
