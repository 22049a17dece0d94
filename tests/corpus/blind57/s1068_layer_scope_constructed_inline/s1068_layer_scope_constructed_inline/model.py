from __future__ import annotations

from typing import Dict, Iterable, Tuple

import torch
import torch.nn.functional as F
from torch import nn

from .kv_quant import KVCacheFakeQuant
from .layer_context import WEIGHT_LOADING, LayerContext


class DecoderLayer(nn.Module):
    def __init__(self, layer_id: int, hidden: int, kv_quant: KVCacheFakeQuant) -> None:
        super().__init__()
        self.layer_id = layer_id
        self.norm = nn.RMSNorm(hidden)
        self.q_proj = nn.Linear(hidden, hidden, bias=False)
        self.kv_proj = nn.Linear(hidden, 2 * hidden, bias=False)
        self.o_proj = nn.Linear(hidden, hidden, bias=False)
        self.kv_quant = kv_quant

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.norm(x)
        q = self.q_proj(h)
        k, v = self.kv_proj(h).chunk(2, dim=-1)
        with LayerContext(self.layer_id):
            k, v = self.kv_quant(k, v)
        attn = F.scaled_dot_product_attention(q[None], k[None], v[None], is_causal=True)[0]
        return x + self.o_proj(attn)


class QuantKVModel(nn.Module):
    def __init__(self, hidden: int = 8, num_layers: int = 3) -> None:
        super().__init__()
        kv_quant = KVCacheFakeQuant(num_layers)
        self.layers = nn.ModuleList(DecoderLayer(i, hidden, kv_quant) for i in range(num_layers))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = layer(x)
        return x

    def load_weights(self, weights: Iterable[Tuple[str, torch.Tensor]]) -> None:
        params: Dict[str, nn.Parameter] = dict(self.named_parameters())
        for name, tensor in weights:
            with WEIGHT_LOADING:
                params[name].data.copy_(tensor)


compiled = torch.compile(QuantKVModel(), fullgraph=True)
