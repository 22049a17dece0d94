import math

import torch

from .dispatcher import CapacityDispatcher
from .stats import EP_DROP_STATS

HIDDEN, FFN, NUM_EXPERTS, TOP_K = 8, 16, 4, 2
MAX_TOKENS, CAPACITY_FACTOR = 4, 1.0

_capacity = math.ceil(MAX_TOKENS * TOP_K * CAPACITY_FACTOR / NUM_EXPERTS)
_dispatcher = CapacityDispatcher(NUM_EXPERTS, _capacity, drop_callback=EP_DROP_STATS.update)

_gen = torch.Generator().manual_seed(0)
W_IN = torch.randn(NUM_EXPERTS, HIDDEN, FFN, generator=_gen) * 0.02
W_OUT = torch.randn(NUM_EXPERTS, FFN, HIDDEN, generator=_gen) * 0.02


def moe_forward(hidden_states: torch.Tensor, router_logits: torch.Tensor) -> torch.Tensor:
    topk_weights, topk_ids = torch.topk(router_logits.softmax(dim=-1), TOP_K, dim=-1)
    buffers, slot, keep = _dispatcher.dispatch(hidden_states, topk_ids)
    expert_out = torch.bmm(torch.relu(torch.bmm(buffers, W_IN)), W_OUT)
    return _dispatcher.combine(expert_out, slot, keep, topk_weights)


step = torch.compile(moe_forward, fullgraph=True)
