import logging

import torch
import torch.nn.functional as F
from torch import nn

from .configuration_mini_phi3 import MiniPhi3Config
from .rope_utils import ROPE_INIT_FUNCTIONS, longrope_frequency_select

logger = logging.getLogger(__name__)


class MiniPhi3RotaryEmbedding(nn.Module):
    def __init__(self, config, device=None):
        super().__init__()
        rope_scaling = getattr(config, "rope_scaling", None) or {}
        self.rope_type = rope_scaling.get("rope_type", rope_scaling.get("type", "default"))
        self.config = config
        self.original_max_seq_len = config.original_max_position_embeddings
        self.rope_init_fn = ROPE_INIT_FUNCTIONS[self.rope_type]
        inv_freq, self.attention_scaling = self.rope_init_fn(self.config, device)
        if self.rope_type == "longrope":
            self.short_inv_freq, self.long_inv_freq = inv_freq
            inv_freq = self.short_inv_freq
        if self.rope_type not in ("default", "linear", "longrope"):
            logger.warning("Unknown rope_type %s, falling back to default frequencies", self.rope_type)
        self.register_buffer("inv_freq", inv_freq, persistent=False)

    @torch.no_grad()
    @longrope_frequency_select
    def forward(self, x, position_ids):
        freqs = position_ids[:, :, None].float() * self.inv_freq[None, None, :]
        emb = torch.cat((freqs, freqs), dim=-1)
        return (emb.cos() * self.attention_scaling).to(x.dtype), (emb.sin() * self.attention_scaling).to(x.dtype)


def rotate_half(x):
    x1, x2 = x.chunk(2, dim=-1)
    return torch.cat((-x2, x1), dim=-1)


class MiniPhi3Attention(nn.Module):
    def __init__(self, config, layer_idx):
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, hidden_states, position_embeddings):
        bsz, q_len, _ = hidden_states.shape
        q, k, v = self.qkv_proj(hidden_states).view(bsz, q_len, 3, self.num_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        cos, sin = position_embeddings
        cos, sin = cos.unsqueeze(1), sin.unsqueeze(1)
        q = q * cos + rotate_half(q) * sin
        k = k * cos + rotate_half(k) * sin
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.o_proj(out.transpose(1, 2).reshape(bsz, q_len, -1))


class MiniPhi3DecoderLayer(nn.Module):
    def __init__(self, config, layer_idx):
        super().__init__()
        self.self_attn = MiniPhi3Attention(config, layer_idx)
        self.input_layernorm = nn.RMSNorm(config.hidden_size)
        self.post_attention_layernorm = nn.RMSNorm(config.hidden_size)
        self.gate_up_proj = nn.Linear(config.hidden_size, 4 * config.hidden_size, bias=False)
        self.down_proj = nn.Linear(2 * config.hidden_size, config.hidden_size, bias=False)

    def forward(self, hidden_states, position_embeddings):
        hidden_states = hidden_states + self.self_attn(self.input_layernorm(hidden_states), position_embeddings)
        gate, up = self.gate_up_proj(self.post_attention_layernorm(hidden_states)).chunk(2, dim=-1)
        return hidden_states + self.down_proj(up * F.silu(gate))


class MiniPhi3Model(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList([MiniPhi3DecoderLayer(config, i) for i in range(config.num_hidden_layers)])
        self.rotary_emb = MiniPhi3RotaryEmbedding(config)
        self.norm = nn.RMSNorm(config.hidden_size)

    def forward(self, inputs_embeds, position_ids=None):
        if position_ids is None:
            position_ids = torch.arange(inputs_embeds.shape[1], device=inputs_embeds.device).unsqueeze(0)
        position_embeddings = self.rotary_emb(inputs_embeds, position_ids)
        hidden_states = inputs_embeds
        for decoder_layer in self.layers:
            hidden_states = decoder_layer(hidden_states, position_embeddings)
        return self.norm(hidden_states)


config = MiniPhi3Config(
    rope_scaling={
        "rope_type": "longrope",
        "short_factor": [1.0, 1.0, 1.0, 1.0],
        "long_factor": [1.0, 1.5, 2.0, 4.0],
    }
)
model = MiniPhi3Model(config).eval()
compiled_model = torch.compile(model, fullgraph=True)
