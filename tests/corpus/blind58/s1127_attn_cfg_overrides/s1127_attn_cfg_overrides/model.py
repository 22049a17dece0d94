from __future__ import annotations

import torch
from torch import nn

from .backend import TorchNativeAttnBackend
from .config import AttnKernelConfig, LayerSpec
from .metadata import ForwardMetadata


class RadixAttentionLayer(nn.Module):
    def __init__(self, hidden_size: int, spec: LayerSpec, backend: TorchNativeAttnBackend):
        super().__init__()
        self.spec = spec
        self.backend = backend
        self.qkv = nn.Linear(hidden_size, 3 * spec.num_heads * spec.head_dim, bias=False)
        self.o_proj = nn.Linear(spec.num_heads * spec.head_dim, hidden_size, bias=False)

    def forward(self, x: torch.Tensor, meta: ForwardMetadata) -> torch.Tensor:
        n = x.shape[0]
        q, k, v = self.qkv(x).view(n, 3, self.spec.num_heads, self.spec.head_dim).unbind(1)
        layer_meta = meta.for_layer(self.spec.layer_id, 2 if self.spec.use_sliding_window else -1)
        res = self.backend.forward(q, k, v, layer_meta, self.spec)
        fields = res._asdict()
        return self.o_proj(fields["out"].reshape(n, -1))


class HybridWindowModel(nn.Module):
    def __init__(self, hidden_size: int = 8, num_layers: int = 2):
        super().__init__()
        backend = TorchNativeAttnBackend(AttnKernelConfig(block_size=4, logit_cap=0.0))
        self.layers = nn.ModuleList(
            RadixAttentionLayer(hidden_size, LayerSpec(i, 2, 4, use_sliding_window=i % 2 == 1), backend)
            for i in range(num_layers)
        )

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        meta = ForwardMetadata.for_prefill(hidden_states)
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states, meta)
        return hidden_states


model = torch.compile(HybridWindowModel(), fullgraph=True)
