import torch
from torch import nn

from .modeling_layers import GradientCheckpointingLayer
from .modeling_utils import PreTrainedModel


class TinyQwenConfig:
    hidden_size = 32
    num_attention_heads = 4
    intermediate_size = 64
    num_hidden_layers = 3
    initializer_range = 0.02
    use_cache = True


class TinyQwenDecoderLayer(GradientCheckpointingLayer):
    def __init__(self, config):
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.ln_1 = nn.RMSNorm(config.hidden_size)
        self.c_attn = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.c_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.ln_2 = nn.RMSNorm(config.hidden_size)
        self.w1 = nn.Linear(config.hidden_size, config.intermediate_size, bias=False)
        self.w2 = nn.Linear(config.hidden_size, config.intermediate_size, bias=False)
        self.mlp_proj = nn.Linear(config.intermediate_size, config.hidden_size, bias=False)

    def forward(self, hidden_states, use_cache=False, past_key_values=None):
        bsz, seq_len, _ = hidden_states.shape
        h = self.ln_1(hidden_states)
        q, k, v = self.c_attn(h).view(bsz, seq_len, 3, self.num_heads, self.head_dim).unbind(2)
        attn = nn.functional.scaled_dot_product_attention(
            q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2), is_causal=True
        )
        hidden_states = hidden_states + self.c_proj(attn.transpose(1, 2).reshape(bsz, seq_len, -1))
        h = self.ln_2(hidden_states)
        return hidden_states + self.mlp_proj(self.w1(h) * nn.functional.silu(self.w2(h)))


class TinyQwenModel(PreTrainedModel):
    supports_gradient_checkpointing = True
    _no_split_modules = ["TinyQwenDecoderLayer"]

    def __init__(self, config):
        super().__init__(config)
        self.layers = nn.ModuleList([TinyQwenDecoderLayer(config) for _ in range(config.num_hidden_layers)])
        self.norm = nn.RMSNorm(config.hidden_size)
        self.post_init()

    def forward(self, hidden_states, past_key_values=None):
        use_cache = self.config.use_cache
        for layer in self.layers:
            hidden_states = layer(hidden_states, use_cache=use_cache, past_key_values=past_key_values)
        return self.norm(hidden_states)


_model = TinyQwenModel(TinyQwenConfig()).eval()
compiled_model = torch.compile(_model, fullgraph=True)
