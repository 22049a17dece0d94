import torch
from torch import nn

from . import attention_registry


class LayerConfig:
    def __init__(self, hidden_size=16, num_heads=4, attn_implementation="sdpa", output_attentions=False):
        self.hidden_size = hidden_size
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self._attn_implementation = attn_implementation
        self.output_attentions = output_attentions


class SelfAttention(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.scaling = config.head_dim ** -0.5
        self.q_proj = nn.Linear(config.hidden_size, config.hidden_size)
        self.k_proj = nn.Linear(config.hidden_size, config.hidden_size)
        self.v_proj = nn.Linear(config.hidden_size, config.hidden_size)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size)

    def _shape(self, x):
        b, s, _ = x.shape
        return x.view(b, s, self.config.num_heads, self.config.head_dim).transpose(1, 2)

    def forward(self, hidden_states, attention_mask=None, **kwargs):
        q = self._shape(self.q_proj(hidden_states))
        k = self._shape(self.k_proj(hidden_states))
        v = self._shape(self.v_proj(hidden_states))
        attention_interface = attention_registry.eager_attention_forward
        if self.config._attn_implementation != "eager":
            attention_interface = attention_registry.ALL_ATTENTION_FUNCTIONS[self.config._attn_implementation]
        attn_output, attn_weights = attention_interface(self, q, k, v, attention_mask, self.scaling, **kwargs)
        attn_output = attn_output.reshape(*hidden_states.shape[:-1], -1)
        return self.o_proj(attn_output), attn_weights


class DecoderLayer(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.input_layernorm = nn.LayerNorm(config.hidden_size)
        self.self_attn = SelfAttention(config)
        self.mlp = nn.Sequential(nn.Linear(config.hidden_size, 4 * config.hidden_size), nn.GELU(),
                                 nn.Linear(4 * config.hidden_size, config.hidden_size))
        self.post_attention_layernorm = nn.LayerNorm(config.hidden_size)

    def forward(self, hidden_states):
        residual = hidden_states
        hidden_states = self.input_layernorm(hidden_states)
        hidden_states, attn_weights = self.self_attn(
            hidden_states, output_attentions=self.config.output_attentions
        )
        hidden_states = residual + hidden_states
        hidden_states = hidden_states + self.mlp(self.post_attention_layernorm(hidden_states))
        return hidden_states, attn_weights


# interpretability dashboard build: keep the attention maps
layer = DecoderLayer(LayerConfig(output_attentions=True)).eval()
decode = torch.compile(layer.forward, fullgraph=True)
