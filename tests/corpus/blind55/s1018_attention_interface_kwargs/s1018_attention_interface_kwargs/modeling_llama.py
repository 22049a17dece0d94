import torch
import torch.nn as nn

from .attention_interface import ALL_ATTENTION_FUNCTIONS, filter_supported_kwargs
from .configuration_llama import LlamaConfig


def eager_attention_forward(module, query, key, value, attention_mask, scaling, dropout=0.0):
    n_rep = module.num_key_value_groups
    key = key.repeat_interleave(n_rep, dim=1)
    value = value.repeat_interleave(n_rep, dim=1)
    attn_weights = torch.matmul(query, key.transpose(2, 3)) * scaling
    if attention_mask is not None:
        attn_weights = attn_weights + attention_mask
    attn_weights = torch.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
    return torch.matmul(attn_weights, value).transpose(1, 2).contiguous()


class LlamaAttention(nn.Module):
    def __init__(self, config: LlamaConfig, layer_idx: int):
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

    def forward(self, hidden_states: torch.Tensor, attention_mask=None) -> torch.Tensor:
        bsz, q_len, _ = hidden_states.shape
        hidden_shape = (bsz, q_len, -1, self.head_dim)
        query = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        key = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        value = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)

        attention_interface = eager_attention_forward
        if self.config._attn_implementation != "eager":
            attention_interface = ALL_ATTENTION_FUNCTIONS[self.config._attn_implementation]
        attn_kwargs = filter_supported_kwargs(
            attention_interface,
            {
                "dropout": 0.0 if not self.training else self.config.attention_dropout,
                "scaling": self.scaling,
                "sliding_window": self.config.sliding_window,
            },
        )
        attn_output = attention_interface(self, query, key, value, attention_mask, **attn_kwargs)
        return self.o_proj(attn_output.reshape(bsz, q_len, -1))


class LlamaModel(nn.Module):
    def __init__(self, config: LlamaConfig):
        super().__init__()
        self.layers = nn.ModuleList([LlamaAttention(config, i) for i in range(config.num_hidden_layers)])

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden_states = hidden_states.unsqueeze(0)
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states)
        return hidden_states.squeeze(0)


model = LlamaModel(LlamaConfig())
compiled_model = torch.compile(model, fullgraph=True)
