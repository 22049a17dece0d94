from collections import OrderedDict
from typing import Dict, List

import torch
from torch import nn

from .workspace import get_workspace


class LayerActivationCache:
    def __init__(self, max_layers: int = 2):
        self.max_layers = max_layers
        self.entries: "OrderedDict[str, torch.Tensor]" = OrderedDict()
        self.seen_ids = set()

    def update(self, layer_name: str, value: torch.Tensor) -> None:
        if layer_name in self.entries:
            self.entries.move_to_end(layer_name)
        self.entries[layer_name] = value
        self.seen_ids.add(layer_name)
        if len(self.entries) > self.max_layers:
            self.entries.popitem(last=False)


class PagedAttentionLayer(nn.Module):
    def __init__(self, hidden_size: int, layer_name: str):
        super().__init__()
        self.layer_name = layer_name
        self.qkv_proj = nn.Linear(hidden_size, 3 * hidden_size, bias=False)
        self.o_proj = nn.Linear(hidden_size, hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        q, k, v = self.qkv_proj(x).chunk(3, dim=-1)
        scores = get_workspace("scores", (x.shape[0], x.shape[0]))
        scores = scores + q @ k.t() * (q.shape[-1] ** -0.5)
        out = get_workspace("attn_out", tuple(v.shape))
        out = out + torch.softmax(scores, dim=-1) @ v
        return self.o_proj(out)


class AttentionStack(nn.Module):
    def __init__(self, hidden_size: int = 8, num_layers: int = 3):
        super().__init__()
        self.layers = nn.ModuleList(
            [PagedAttentionLayer(hidden_size, f"model.layers.{i}") for i in range(num_layers)]
        )
        self.act_cache = LayerActivationCache(max_layers=2)

    def forward(self, hidden_states: torch.Tensor) -> Dict[str, object]:
        per_layer: List[torch.Tensor] = []
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states)
            per_layer.append(hidden_states)
            self.act_cache.update(layer.layer_name, hidden_states)
        recent = list(self.act_cache.entries.items())
        return {
            "hidden_states": hidden_states,
            "per_layer": per_layer,
            "recent": {name: t.mean() for name, t in recent},
            "num_seen": len(self.act_cache.seen_ids),
        }


attention_stack = torch.compile(AttentionStack(), fullgraph=True)
