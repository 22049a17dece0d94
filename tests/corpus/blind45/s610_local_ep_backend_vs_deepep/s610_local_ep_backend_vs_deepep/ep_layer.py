import functools
import os

import torch
import torch.nn.functional as F
from torch import nn

from .deepep import DeepEPDispatcher
from .local import LocalAllToAllDispatcher

_BACKENDS = {"local": LocalAllToAllDispatcher, "deepep": DeepEPDispatcher}


@functools.cache
def default_ep_backend() -> str:
    backend = os.environ.get("BLIND45_S610_EP_BACKEND", "local")
    return backend if backend in _BACKENDS else "local"


class EPMoELayer(nn.Module):
    def __init__(self, hidden_size=8, intermediate_size=16, num_experts=4, group=None, backend=None):
        super().__init__()
        self.w_in = nn.Parameter(torch.randn(num_experts, hidden_size, intermediate_size) * 0.02)
        self.w_out = nn.Parameter(torch.randn(num_experts, intermediate_size, hidden_size) * 0.02)
        self.shared_expert = nn.Sequential(
            nn.Linear(hidden_size, intermediate_size, bias=False),
            nn.SiLU(),
            nn.Linear(intermediate_size, hidden_size, bias=False),
        )
        backend_cls = _BACKENDS[backend or default_ep_backend()]
        self.dispatcher = backend_cls(group, hidden_size, num_experts)

    def forward_experts(self, hidden_states, topk_ids, topk_weights):
        shared = self.shared_expert(hidden_states)
        recv, expert_ids, recv_weights, top_k = self.dispatcher.dispatch(hidden_states, topk_ids, topk_weights)
        h = F.silu(torch.bmm(recv.unsqueeze(1), self.w_in[expert_ids]))
        expert_out = torch.bmm(h, self.w_out[expert_ids]).squeeze(1)
        return self.dispatcher.combine(expert_out, recv_weights, top_k) + shared


layer = EPMoELayer(backend="local")
run_experts = torch.compile(layer.forward_experts, fullgraph=True)
