import torch
import torch.nn.functional as F
from torch import nn

from .masking_utils import sdpa_mask


class OlmoMiniConfig:
    def __init__(self, hidden_size=16, num_attention_heads=2, num_hidden_layers=2, clip_qkv=None, **kwargs):
        self.hidden_size = hidden_size
        self.num_attention_heads = num_attention_heads
        self.num_hidden_layers = num_hidden_layers
        self.clip_qkv = clip_qkv
        self._attn_implementation = kwargs.pop("attn_implementation", "sdpa")
        for key, value in kwargs.items():
            setattr(self, key, value)


class OlmoMiniLayerNorm(nn.Module):
    """Non-parametric layer norm."""

    def __init__(self, hidden_size):
        super().__init__()
        self.normalized_shape = (hidden_size,)

    def forward(self, hidden_states):
        return F.layer_norm(hidden_states.float(), self.normalized_shape, None, None, eps=1e-5)


class OlmoMiniAttention(nn.Module):
    def __init__(self, config, layer_idx):
        super().__init__()
        self.config = config
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, hidden_states, attention_mask):
        bsz, q_len, _ = hidden_states.shape
        qkv = self.qkv_proj(hidden_states)
        if self.config.clip_qkv is not None:
            qkv = qkv.clamp(min=-self.config.clip_qkv, max=self.config.clip_qkv)
        q, k, v = qkv.view(bsz, q_len, 3, self.num_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        is_causal = attention_mask is None and q_len > 1
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=attention_mask, is_causal=is_causal)
        return self.o_proj(out.transpose(1, 2).reshape(bsz, q_len, -1))


class OlmoMiniDecoderLayer(nn.Module):
    def __init__(self, config, layer_idx):
        super().__init__()
        self.self_attn = OlmoMiniAttention(config, layer_idx)
        self.input_layernorm = OlmoMiniLayerNorm(config.hidden_size)
        self.post_attention_layernorm = OlmoMiniLayerNorm(config.hidden_size)
        self.mlp = nn.Sequential(
            nn.Linear(config.hidden_size, 2 * config.hidden_size, bias=False),
            nn.SiLU(),
            nn.Linear(2 * config.hidden_size, config.hidden_size, bias=False),
        )

    def forward(self, hidden_states, attention_mask):
        hidden_states = hidden_states + self.self_attn(self.input_layernorm(hidden_states), attention_mask)
        return hidden_states + self.mlp(self.post_attention_layernorm(hidden_states))


class OlmoMiniModel(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList([OlmoMiniDecoderLayer(config, i) for i in range(config.num_hidden_layers)])
        self.norm = OlmoMiniLayerNorm(config.hidden_size)

    def forward(self, inputs_embeds, attention_mask=None):
        batch_size, seq_len, _ = inputs_embeds.shape
        cache_position = torch.arange(seq_len, device=inputs_embeds.device)
        causal_mask = sdpa_mask(batch_size, cache_position, seq_len, attention_mask=attention_mask)
        hidden_states = inputs_embeds
        for decoder_layer in self.layers:
            hidden_states = decoder_layer(hidden_states, causal_mask)
        return self.norm(hidden_states)


config = OlmoMiniConfig(clip_qkv=8.0)
model = OlmoMiniModel(config).eval()
compiled_model = torch.compile(model, fullgraph=True)
