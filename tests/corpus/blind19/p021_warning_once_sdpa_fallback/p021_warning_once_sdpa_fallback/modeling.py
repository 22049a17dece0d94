import torch
from torch import nn

from .attention import get_attention_interface
from .configuration import TinyLlamaConfig


class TinyRMSNorm(nn.Module):
    def __init__(self, hidden_size: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward(self, hidden_states):
        variance = hidden_states.pow(2).mean(-1, keepdim=True)
        return self.weight * hidden_states * torch.rsqrt(variance + self.variance_epsilon)


class TinyAttention(nn.Module):
    def __init__(self, config: TinyLlamaConfig, layer_idx: int):
        super().__init__()
        self.config = config
        self.layer_idx = layer_idx
        self.head_dim = config.head_dim
        self.num_key_value_groups = config.num_attention_heads // config.num_key_value_heads
        self.scaling = self.head_dim**-0.5
        self.q_proj = nn.Linear(config.hidden_size, config.num_attention_heads * self.head_dim, bias=False)
        self.k_proj = nn.Linear(config.hidden_size, config.num_key_value_heads * self.head_dim, bias=False)
        self.v_proj = nn.Linear(config.hidden_size, config.num_key_value_heads * self.head_dim, bias=False)
        self.o_proj = nn.Linear(config.num_attention_heads * self.head_dim, config.hidden_size, bias=False)

    def forward(self, hidden_states, attention_mask=None, **kwargs):
        input_shape = hidden_states.shape[:-1]
        hidden_shape = (*input_shape, -1, self.head_dim)
        q = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        k = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        v = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)

        attention_interface = get_attention_interface(self.config._attn_implementation)
        attn_output, attn_weights = attention_interface(
            self,
            q,
            k,
            v,
            attention_mask,
            scaling=self.scaling,
            dropout=0.0 if not self.training else self.config.attention_dropout,
            **kwargs,
        )
        attn_output = attn_output.reshape(*input_shape, -1)
        return self.o_proj(attn_output), attn_weights


class TinyDecoderLayer(nn.Module):
    def __init__(self, config: TinyLlamaConfig, layer_idx: int):
        super().__init__()
        self.self_attn = TinyAttention(config, layer_idx)
        self.input_layernorm = TinyRMSNorm(config.hidden_size, config.rms_norm_eps)
        self.post_attention_layernorm = TinyRMSNorm(config.hidden_size, config.rms_norm_eps)
        self.mlp = nn.Sequential(
            nn.Linear(config.hidden_size, config.intermediate_size, bias=False),
            nn.SiLU(),
            nn.Linear(config.intermediate_size, config.hidden_size, bias=False),
        )

    def forward(self, hidden_states, attention_mask=None, **kwargs):
        residual = hidden_states
        hidden_states, attn_weights = self.self_attn(self.input_layernorm(hidden_states), attention_mask, **kwargs)
        hidden_states = residual + hidden_states
        hidden_states = hidden_states + self.mlp(self.post_attention_layernorm(hidden_states))
        return hidden_states, attn_weights


class TinyLlamaModel(nn.Module):
    def __init__(self, config: TinyLlamaConfig):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList(TinyDecoderLayer(config, i) for i in range(config.num_hidden_layers))
        self.norm = TinyRMSNorm(config.hidden_size, config.rms_norm_eps)

    def forward(self, inputs_embeds, attention_mask=None):
        output_attentions = self.config.output_attentions
        all_attentions = () if output_attentions else None
        hidden_states = inputs_embeds
        for layer in self.layers:
            hidden_states, attn = layer(hidden_states, attention_mask, output_attentions=output_attentions)
            if output_attentions:
                all_attentions = all_attentions + (attn,)
        return self.norm(hidden_states), all_attentions


# Debug build used by the attention-map dashboard: keeps the per-layer probabilities.
debug_config = TinyLlamaConfig(output_attentions=True)
compiled_debug_model = torch.compile(TinyLlamaModel(debug_config).eval(), fullgraph=True)
