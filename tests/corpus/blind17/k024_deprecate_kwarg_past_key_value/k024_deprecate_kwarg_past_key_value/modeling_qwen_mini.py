import torch
import torch.nn.functional as F
from torch import nn

from .cache_utils import StaticLayerCache
from .utils import deprecate_kwarg


class QwenMiniConfig:
    def __init__(self, hidden_size=16, num_attention_heads=2, num_hidden_layers=2, max_cache_len=8, **kwargs):
        self.hidden_size = hidden_size
        self.num_attention_heads = num_attention_heads
        self.num_hidden_layers = num_hidden_layers
        self.max_cache_len = max_cache_len
        self.__dict__.update(kwargs)


class QwenMiniAttention(nn.Module):
    def __init__(self, config, layer_idx):
        super().__init__()
        self.layer_idx = layer_idx
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    @deprecate_kwarg("past_key_value", new_name="past_key_values", version="4.58")
    def forward(self, hidden_states, attention_mask=None, past_key_values=None, cache_position=None):
        bsz, q_len, _ = hidden_states.shape
        q, k, v = self.qkv(hidden_states).view(bsz, q_len, 3, self.num_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        if past_key_values is not None:
            k, v = past_key_values.update(k, v, self.layer_idx, cache_position)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=attention_mask)
        return self.o_proj(out.transpose(1, 2).reshape(bsz, q_len, -1))


class QwenMiniSlidingAttention(QwenMiniAttention):
    """Same projections; restricts the mask to a local window before attending."""

    def __init__(self, config, layer_idx):
        super().__init__(config, layer_idx)
        self.sliding_window = getattr(config, "sliding_window", 4)

    def forward(self, hidden_states, attention_mask=None, past_key_value=None, cache_position=None):
        if attention_mask is not None:
            kv_idx = torch.arange(attention_mask.shape[-1])
            window = (cache_position[:, None] - kv_idx[None, :]) < self.sliding_window
            attention_mask = attention_mask & window
        return super().forward(
            hidden_states,
            attention_mask=attention_mask,
            past_key_value=past_key_value,
            cache_position=cache_position,
        )


class QwenMiniDecoderLayer(nn.Module):
    def __init__(self, config, layer_idx, attn_cls):
        super().__init__()
        self.self_attn = attn_cls(config, layer_idx)
        self.ln = nn.LayerNorm(config.hidden_size)
        self.mlp = nn.Linear(config.hidden_size, config.hidden_size)

    def forward(self, hidden_states, attention_mask, past_key_values, cache_position):
        h = self.self_attn(
            self.ln(hidden_states),
            attention_mask=attention_mask,
            past_key_value=past_key_values,
            cache_position=cache_position,
        )
        hidden_states = hidden_states + h
        return hidden_states + self.mlp(hidden_states)


class QwenMiniModel(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        layer_types = getattr(config, "layer_types", ["full_attention"] * config.num_hidden_layers)
        self.layers = nn.ModuleList(
            [
                QwenMiniDecoderLayer(
                    config, i, QwenMiniSlidingAttention if kind == "sliding_attention" else QwenMiniAttention
                )
                for i, kind in enumerate(layer_types)
            ]
        )
        head_dim = config.hidden_size // config.num_attention_heads
        self.cache = StaticLayerCache(
            config.num_hidden_layers, 1, config.num_attention_heads, config.max_cache_len, head_dim
        )

    def forward(self, inputs_embeds):
        seq_len = inputs_embeds.shape[1]
        cache_position = torch.arange(seq_len)
        kv_idx = torch.arange(self.config.max_cache_len)
        causal_mask = kv_idx[None, :] <= cache_position[:, None]
        hidden_states = inputs_embeds
        for layer in self.layers:
            hidden_states = layer(hidden_states, causal_mask, self.cache, cache_position)
        return hidden_states


config = QwenMiniConfig(layer_types=["sliding_attention", "full_attention"], sliding_window=3)
model = QwenMiniModel(config).eval()
compiled_model = torch.compile(model, fullgraph=True)
