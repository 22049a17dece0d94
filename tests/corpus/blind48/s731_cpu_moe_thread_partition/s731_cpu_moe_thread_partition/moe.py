import torch
import torch.nn.functional as F
from torch import nn

from .config import MoEConfig
from .cpu_utils import token_partition


class FusedMoE(nn.Module):
    def __init__(self, config: MoEConfig):
        super().__init__()
        self.config = config
        self.device_config = config.device_config
        e, h, i = config.num_experts, config.hidden_size, config.intermediate_size
        self.w13 = nn.Parameter(torch.randn(e, 2 * i, h) * 0.02)
        self.w2 = nn.Parameter(torch.randn(e, h, i) * 0.02)

    def _expert_mlp(self, x: torch.Tensor, topk_w: torch.Tensor, topk_ids: torch.Tensor) -> torch.Tensor:
        gate_up = torch.einsum("th,tkih->tki", x, self.w13[topk_ids])
        gate, up = gate_up.chunk(2, dim=-1)
        down = torch.einsum("tki,tkhi->tkh", F.silu(gate) * up, self.w2[topk_ids])
        return (down * topk_w.unsqueeze(-1)).sum(dim=1)

    def forward_cuda(self, x, topk_w, topk_ids):
        return self._expert_mlp(x, topk_w, topk_ids)

    def forward_cpu(self, x, topk_w, topk_ids):
        chunks = []
        for start, end in token_partition(x.shape[0], self.device_config.cpu_omp_threads):
            chunks.append(self._expert_mlp(x[start:end], topk_w[start:end], topk_ids[start:end]))
        return torch.cat(chunks, dim=0)

    def forward(self, x, topk_w, topk_ids):
        if self.device_config.device == "cpu":
            return self.forward_cpu(x, topk_w, topk_ids)
        return self.forward_cuda(x, topk_w, topk_ids)


class MoEBlock(nn.Module):
    def __init__(self, config: MoEConfig):
        super().__init__()
        self.config = config
        self.gate = nn.Linear(config.hidden_size, config.num_experts, bias=False)
        self.experts = FusedMoE(config)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        router_logits = self.gate(hidden_states)
        probs = torch.softmax(router_logits, dim=-1, dtype=torch.float32)
        topk_w, topk_ids = torch.topk(probs, self.config.top_k, dim=-1)
        if self.config.renormalize:
            topk_w = topk_w / topk_w.sum(dim=-1, keepdim=True)
        return self.experts(hidden_states, topk_w.to(hidden_states.dtype), topk_ids)


compiled_moe = torch.compile(MoEBlock(MoEConfig()), fullgraph=True)
