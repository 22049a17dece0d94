"""Token routing for mixture-of-depths blocks."""
import math
from collections import defaultdict

import torch
import torch.nn as nn

# filled in eager runs only: layer index -> list of routed-token fractions
ROUTING_STATS = defaultdict(list)


def capacity_for(seq_len: int, capacity_factor: float, min_tokens: int = 1) -> int:
    return max(min_tokens, min(seq_len, math.ceil(seq_len * capacity_factor)))


def _record_routing(layer_idx: int, selected: torch.Tensor, seq_len: int) -> None:
    frac = selected.numel() / (selected.shape[0] * seq_len)
    ROUTING_STATS[layer_idx].append(float(frac))
    if selected.float().std().item() == 0.0:
        print(f"[mod] layer {layer_idx}: degenerate routing")


class TopKRouter(nn.Module):
    def __init__(self, hidden_size: int, capacity_factor: float, layer_idx: int):
        super().__init__()
        self.gate = nn.Linear(hidden_size, 1, bias=False)
        self.capacity_factor = capacity_factor
        self.layer_idx = layer_idx

    def forward(self, hidden_states: torch.Tensor):
        bsz, seq_len, _ = hidden_states.shape
        k = capacity_for(seq_len, self.capacity_factor)
        logits = self.gate(hidden_states).squeeze(-1)
        weights, selected = torch.topk(logits, k, dim=-1, sorted=False)
        # keep causal order of the routed tokens
        selected, order = torch.sort(selected, dim=-1)
        weights = torch.gather(weights, -1, order)
        if not torch.compiler.is_compiling():
            _record_routing(self.layer_idx, selected, seq_len)
        aux = None
        if self.training:
            target = torch.zeros_like(logits).scatter_(-1, selected, 1.0)
            aux = nn.functional.binary_cross_entropy_with_logits(logits, target)
        return weights, selected, aux
