import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import MoEConfig

_ACTS = {"silu": F.silu, "gelu": F.gelu}


class ExpertMLP(nn.Module):
    def __init__(self, cfg: MoEConfig):
        super().__init__()
        self.gate_up = nn.Linear(cfg.hidden_size, 2 * cfg.intermediate_size, bias=False)
        self.down = nn.Linear(cfg.intermediate_size, cfg.hidden_size, bias=False)
        self.act = _ACTS[cfg.activation]

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up(x).chunk(2, dim=-1)
        return self.down(self.act(gate) * up)


def gather_expert_tokens(topk_ids: torch.Tensor, expert_id: int):
    """Rows routed to ``expert_id`` and the top-k slot they used."""
    token_idx, slot = torch.where(topk_ids == expert_id)
    return token_idx, slot


class ExpertGroup(nn.Module):
    """Loops over experts and scatters the weighted outputs back."""

    def __init__(self, cfg: MoEConfig):
        super().__init__()
        self.cfg = cfg
        self.experts = nn.ModuleList(ExpertMLP(cfg) for _ in cfg.expert_ids)

    def forward(self, hidden, topk_weights, topk_ids):
        out = torch.zeros_like(hidden)
        for expert_id, expert in enumerate(self.experts):
            token_idx, slot = gather_expert_tokens(topk_ids, expert_id)
            if token_idx.numel() == 0:
                # nobody routed here this step: skip the GEMMs
                continue
            y = expert(hidden[token_idx])
            w = topk_weights[token_idx, slot].unsqueeze(-1)
            out.index_add_(0, token_idx, y * w)
        return out
