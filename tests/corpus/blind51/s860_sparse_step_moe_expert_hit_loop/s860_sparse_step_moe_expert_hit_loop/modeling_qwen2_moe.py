import torch
from torch import nn

from .configuration_qwen2_moe import Qwen2MoeConfig
from .moe import Qwen2MoeMLP, Qwen2MoeSparseMoeBlock

MLP_CLASSES = {
    "dense": lambda config: Qwen2MoeMLP(config.hidden_size, config.intermediate_size),
    "sparse": Qwen2MoeSparseMoeBlock,
}


class Qwen2MoeDecoderLayer(nn.Module):
    def __init__(self, config: Qwen2MoeConfig, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.self_attn = nn.MultiheadAttention(config.hidden_size, config.num_attention_heads, batch_first=True)
        self.mlp = MLP_CLASSES[config.mlp_layer_types[layer_idx]](config)
        self.input_layernorm = nn.RMSNorm(config.hidden_size)
        self.post_attention_layernorm = nn.RMSNorm(config.hidden_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        residual = hidden_states
        hidden_states = self.input_layernorm(hidden_states)
        hidden_states, _ = self.self_attn(hidden_states, hidden_states, hidden_states, need_weights=False)
        hidden_states = residual + hidden_states
        residual = hidden_states
        hidden_states = self.mlp(self.post_attention_layernorm(hidden_states))
        return residual + hidden_states


class Qwen2MoeModel(nn.Module):
    def __init__(self, config: Qwen2MoeConfig):
        super().__init__()
        self.layers = nn.ModuleList(Qwen2MoeDecoderLayer(config, i) for i in range(config.num_hidden_layers))
        self.norm = nn.RMSNorm(config.hidden_size)

    def forward(self, inputs_embeds: torch.Tensor) -> torch.Tensor:
        hidden_states = inputs_embeds
        for decoder_layer in self.layers:
            hidden_states = decoder_layer(hidden_states)
        return self.norm(hidden_states)


model = Qwen2MoeModel(Qwen2MoeConfig())
compiled_model = torch.compile(model, fullgraph=True)
