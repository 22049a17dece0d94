import torch
from torch import nn

from .expert_stats import ExpertStatsCollector


class SparseMoeBlock(nn.Module):
    def __init__(self, layer_id: int, hidden: int, num_experts: int, top_k: int, collector: ExpertStatsCollector):
        super().__init__()
        self.layer_id = layer_id
        self.top_k = top_k
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        self.experts = nn.ModuleList(nn.Linear(hidden, hidden, bias=False) for _ in range(num_experts))
        self.collector = collector

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        probs = torch.softmax(self.gate(x), dim=-1)
        weights, topk_ids = torch.topk(probs, self.top_k, dim=-1)
        self.collector.record(self.layer_id, topk_ids)
        dense = torch.stack([expert(x) for expert in self.experts], dim=1)
        picked = torch.gather(dense, 1, topk_ids.unsqueeze(-1).expand(-1, -1, x.shape[-1]))
        return x + (picked * weights.unsqueeze(-1)).sum(dim=1)


class MixtralLite(nn.Module):
    def __init__(self, hidden: int = 8, num_experts: int = 4, top_k: int = 2, num_layers: int = 2):
        super().__init__()
        self.collector = ExpertStatsCollector(enabled=True)
        self.layers = nn.ModuleList(
            SparseMoeBlock(i, hidden, num_experts, top_k, self.collector) for i in range(num_layers)
        )

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


class ModelRunner:
    def __init__(self):
        self.model = MixtralLite().eval()

    def forward_decode(self, hidden_states: torch.Tensor) -> torch.Tensor:
        with torch.inference_mode():
            return self.model(hidden_states)

    def dump_expert_stats(self, path: str) -> None:
        self.model.collector.export(path)


runner = ModelRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
