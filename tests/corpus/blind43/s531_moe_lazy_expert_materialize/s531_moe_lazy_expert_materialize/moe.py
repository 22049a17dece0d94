import torch
import torch.nn.functional as F
from torch import nn

from .config import MoEConfig
from .lazy_weights import LazyParameterStore


class LazyFusedMoE(nn.Module):
    """Router + fused gate/up and down expert weights (w13 / w2 layout)."""

    def __init__(self, config: MoEConfig):
        super().__init__()
        self.config = config
        self.top_k = config.num_experts_per_tok
        self.gate = nn.Linear(config.hidden_size, config.num_experts, bias=False)
        self.store = LazyParameterStore(config.params_dtype, config.initializer_range)
        device = "meta" if config.defer_expert_init else "cpu"
        with torch.device(device):
            self.w13_weight = nn.Parameter(
                torch.empty(config.num_experts, 2 * config.moe_intermediate_size, config.hidden_size),
                requires_grad=False,
            )
            self.w2_weight = nn.Parameter(
                torch.empty(config.num_experts, config.hidden_size, config.moe_intermediate_size),
                requires_grad=False,
            )
        self.store.register("w13_weight", self.w13_weight)
        self.store.register("w2_weight", self.w2_weight)

    def _expert_weights(self):
        w13 = self.store.materialize(self, "w13_weight")
        w2 = self.store.materialize(self, "w2_weight")
        return w13, w2

    def _routing(self, hidden: torch.Tensor) -> torch.Tensor:
        logits = self.gate(hidden)
        probs = F.softmax(logits, dim=-1, dtype=torch.float32)
        topk_w, topk_ids = torch.topk(probs, self.top_k, dim=-1)
        if self.config.norm_topk_prob:
            topk_w = topk_w / topk_w.sum(dim=-1, keepdim=True)
        dense = torch.zeros_like(probs).scatter_(-1, topk_ids, topk_w)
        return dense.to(hidden.dtype)

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        combine = self._routing(hidden)
        w13, w2 = self._expert_weights()
        gate_up = torch.einsum("th,eih->tei", hidden, w13)
        gate, up = gate_up.chunk(2, dim=-1)
        act = F.silu(gate) * up
        out = torch.einsum("tei,ehi->teh", act, w2)
        return (out * combine.unsqueeze(-1)).sum(dim=1)
