import torch
import torch.nn.functional as F
from torch import nn

try:
    import heldout_fused_moe_ext as _moe_ext  # optional compiled extension
except ImportError:  # pragma: no cover - depends on the build
    _moe_ext = None


def _expert_parallel_size() -> int:
    return max(torch.cuda.device_count(), 1)


class SparseMoE(nn.Module):
    def __init__(self, hidden: int, inter: int, num_experts: int, top_k: int = 2) -> None:
        super().__init__()
        self.top_k = top_k
        self.num_experts = num_experts
        self.router = nn.Linear(hidden, num_experts, bias=False)
        self.w1 = nn.Parameter(torch.randn(num_experts, inter, hidden) * 0.05)
        self.w2 = nn.Parameter(torch.randn(num_experts, hidden, inter) * 0.05)

    def _torch_moe(self, x: torch.Tensor, topk_w: torch.Tensor, topk_ids: torch.Tensor) -> torch.Tensor:
        ep = _expert_parallel_size()
        local_experts = self.num_experts // ep
        out = torch.zeros_like(x)
        for e in range(local_experts):
            h = F.silu(x @ self.w1[e].t()) @ self.w2[e].t()
            w = (topk_w * (topk_ids == e)).sum(dim=-1, keepdim=True)
            out = out + w * h
        return out

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        logits = self.router(x)
        topk_w, topk_ids = torch.topk(logits.softmax(dim=-1), self.top_k, dim=-1)
        topk_w = topk_w / topk_w.sum(dim=-1, keepdim=True)
        if _moe_ext is not None:
            return _moe_ext.fused_moe(x, self.w1, self.w2, topk_w, topk_ids)
        return self._torch_moe(x, topk_w, topk_ids)


moe = SparseMoE(hidden=8, inter=16, num_experts=4)
moe_forward = torch.compile(moe, fullgraph=True)
