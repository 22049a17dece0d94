import torch
import torch.nn as nn

from .checkers import build_checker
from .config import EngineConfig


class TopKRouter(nn.Module):
    def __init__(self, hidden: int, num_experts: int, top_k: int):
        super().__init__()
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        self.top_k = top_k

    def forward(self, x: torch.Tensor):
        router_logits = self.gate(x)
        weights, ids = torch.topk(torch.softmax(router_logits, dim=-1), self.top_k, dim=-1)
        return weights / weights.sum(dim=-1, keepdim=True), ids


class DenseMoE(nn.Module):
    """Reference MoE that evaluates every expert and combines the selected ones."""

    def __init__(self, engine_config: EngineConfig):
        super().__init__()
        mc = engine_config.model_config
        obs = engine_config.observability_config
        self.router = TopKRouter(mc.hidden_size, mc.num_experts, mc.top_k)
        self.experts = nn.ModuleList([nn.Linear(mc.hidden_size, mc.hidden_size) for _ in range(mc.num_experts)])
        self.checker = build_checker(obs.numerics_check_mode, atol=obs.numerics_check_atol)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        weights, ids = self.router(x)
        weights = self.checker.check("router_weights", weights)
        expert_out = torch.stack([e(x) for e in self.experts], dim=1)
        picked = torch.gather(expert_out, 1, ids.unsqueeze(-1).expand(-1, -1, x.shape[-1]))
        out = (picked * weights.unsqueeze(-1)).sum(dim=1)
        return self.checker.check("moe_out", out)


moe_layer = DenseMoE(EngineConfig())


@torch.compile(fullgraph=True)
def moe_forward(hidden_states: torch.Tensor) -> torch.Tensor:
    return moe_layer(hidden_states)
