import torch
from torch import nn

from .config import ExpertDistributionConfig
from .recorder import ExpertDistributionRecorder


class TopKRouter(nn.Module):
    def __init__(self, hidden: int, num_experts: int, top_k: int, layer_id: int, cfg: ExpertDistributionConfig) -> None:
        super().__init__()
        self.layer_id = layer_id
        self.top_k = top_k
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        self.cfg = cfg
        self.recorder = ExpertDistributionRecorder(cfg, num_experts)

    def forward(self, hidden_states: torch.Tensor):
        logits = self.gate(hidden_states)
        topk_weights, topk_ids = torch.softmax(logits, dim=-1).topk(self.top_k, dim=-1)
        if self.cfg.enabled:
            self.recorder.record(self.layer_id, topk_ids)
        return topk_weights / topk_weights.sum(dim=-1, keepdim=True), topk_ids


_server_args = {"expert_distribution_recorder_mode": "stat"}
router = TopKRouter(16, 8, 2, layer_id=0, cfg=ExpertDistributionConfig.from_server_args(_server_args))
router_compiled = torch.compile(router, fullgraph=True)
