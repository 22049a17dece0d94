from dataclasses import dataclass

import torch
import torch.nn as nn
import torch.nn.functional as F

from .moe_losses import load_balancing_loss_func, router_z_loss_func


@dataclass
class MoETrainConfig:
    hidden_size: int = 8
    num_experts: int = 4
    num_experts_per_tok: int = 2
    router_aux_loss_coef: float = 0.01
    router_z_loss_coef: float = 0.001


class SparseMoeBlock(nn.Module):
    def __init__(self, cfg: MoETrainConfig):
        super().__init__()
        self.top_k = cfg.num_experts_per_tok
        self.gate = nn.Linear(cfg.hidden_size, cfg.num_experts, bias=False)
        self.experts = nn.Parameter(torch.randn(cfg.num_experts, cfg.hidden_size, cfg.hidden_size) * 0.05)

    def forward(self, hidden_states: torch.Tensor):
        router_logits = self.gate(hidden_states)
        weights, selected = torch.topk(F.softmax(router_logits, dim=-1), self.top_k, dim=-1)
        expert_out = torch.einsum("th,tkhd->tkd", hidden_states, self.experts[selected])
        return (expert_out * weights.unsqueeze(-1)).sum(dim=1), router_logits


cfg = MoETrainConfig()
block = SparseMoeBlock(cfg)


def training_step(hidden_states: torch.Tensor) -> torch.Tensor:
    out, router_logits = block(hidden_states)
    loss = out.pow(2).mean()
    aux = load_balancing_loss_func((router_logits,), cfg.num_experts, cfg.num_experts_per_tok)
    z = router_z_loss_func(router_logits)
    return loss + cfg.router_aux_loss_coef * aux + cfg.router_z_loss_coef * z


step = torch.compile(training_step, fullgraph=True)
