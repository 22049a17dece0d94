import torch
from torch import nn

from .attention import PagedAttention
from .config import CacheConfig, ModelConfig


class DecoderLayer(nn.Module):
    def __init__(self, model_config: ModelConfig, cache_config: CacheConfig):
        super().__init__()
        self.input_layernorm = nn.LayerNorm(model_config.hidden_size)
        self.self_attn = PagedAttention(model_config, cache_config)

    def forward(self, hidden_states, positions, block_table):
        residual = hidden_states
        hidden_states = self.input_layernorm(hidden_states)
        return residual + self.self_attn(hidden_states, positions, block_table)


class TinyPagedDecoder(nn.Module):
    def __init__(self, model_config: ModelConfig = ModelConfig(), cache_config: CacheConfig = CacheConfig()):
        super().__init__()
        self.layers = nn.ModuleList([DecoderLayer(model_config, cache_config) for _ in range(2)])

    def forward(self, hidden_states, positions, block_table):
        for layer in self.layers:
            hidden_states = layer(hidden_states, positions, block_table)
        return hidden_states


compiled = torch.compile(TinyPagedDecoder(), fullgraph=True)
