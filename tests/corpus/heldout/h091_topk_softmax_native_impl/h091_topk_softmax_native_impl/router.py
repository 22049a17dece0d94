import torch
from torch import nn

from . import topk as topk_ops


class TopK(nn.Module):
    def __init__(self, top_k: int, renormalize: bool = True) -> None:
        super().__init__()
        self.top_k = top_k
        self.renormalize = renormalize

    def forward_cuda(self, router_logits: torch.Tensor):
        return topk_ops.topk_softmax(router_logits, self.top_k, self.renormalize)

    def forward_native(self, router_logits: torch.Tensor):
        return topk_ops._topk_softmax_impl(router_logits, self.top_k, self.renormalize)

    def forward(self, router_logits: torch.Tensor):
        if router_logits.is_cuda:
            return self.forward_cuda(router_logits)
        return self.forward_native(router_logits)


class MoEGate(nn.Module):
    def __init__(self, hidden: int = 16, num_experts: int = 8, top_k: int = 2) -> None:
        super().__init__()
        self.gate = nn.Linear(hidden, num_experts, bias=False)
        self.topk = TopK(top_k)

    def forward(self, hidden_states: torch.Tensor):
        return self.topk(self.gate(hidden_states))


router = MoEGate()
router_compiled = torch.compile(router, fullgraph=True)
