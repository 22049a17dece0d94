import torch
import torch.nn as nn

from .kv_cache import CrossKVPool
from .layers import T5CrossAttention


class T5DecoderCrossBlock(nn.Module):
    def __init__(self, num_layers=2, d_model=16):
        super().__init__()
        self.pool = CrossKVPool(num_layers, num_slots=64, num_heads=2, head_dim=8)
        self.norms = nn.ModuleList(nn.LayerNorm(d_model, bias=False) for _ in range(num_layers))
        self.layers = nn.ModuleList(T5CrossAttention(i, self.pool) for i in range(num_layers))

    def forward(self, hidden_states, encoder_hidden_states, slot_mapping):
        for norm, layer in zip(self.norms, self.layers):
            hidden_states = hidden_states + layer(norm(hidden_states), encoder_hidden_states, slot_mapping)
        return hidden_states


compiled = torch.compile(T5DecoderCrossBlock(), fullgraph=True)
