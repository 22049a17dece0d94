import torch
import torch.nn.functional as F
from torch import nn

from .cache_utils import Cache, DynamicCache
from .logging_utils import get_logger

logger = get_logger(__name__)


class MiniMistralConfig:
    def __init__(self, hidden_size=16, num_attention_heads=2, num_hidden_layers=2, use_cache=True, **kwargs):
        self.hidden_size = hidden_size
        self.num_attention_heads = num_attention_heads
        self.num_hidden_layers = num_hidden_layers
        self.use_cache = use_cache
        for key, value in kwargs.items():
            setattr(self, key, value)


class MiniMistralAttention(nn.Module):
    def __init__(self, config, layer_idx):
        super().__init__()
        self.layer_idx = layer_idx
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.q_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.k_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.v_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, hidden_states, past_key_values=None):
        bsz, q_len, _ = hidden_states.shape
        shape = (bsz, q_len, self.num_heads, self.head_dim)
        q = self.q_proj(hidden_states).view(shape).transpose(1, 2)
        k = self.k_proj(hidden_states).view(shape).transpose(1, 2)
        v = self.v_proj(hidden_states).view(shape).transpose(1, 2)
        if past_key_values is not None:
            k, v = past_key_values.update(k, v, self.layer_idx)
        out = F.scaled_dot_product_attention(q, k, v, is_causal=q_len > 1)
        return self.o_proj(out.transpose(1, 2).reshape(bsz, q_len, -1))


class MiniMistralDecoderLayer(nn.Module):
    def __init__(self, config, layer_idx):
        super().__init__()
        self.self_attn = MiniMistralAttention(config, layer_idx)
        self.norm = nn.LayerNorm(config.hidden_size)
        self.mlp = nn.Sequential(
            nn.Linear(config.hidden_size, 2 * config.hidden_size),
            nn.SiLU(),
            nn.Linear(2 * config.hidden_size, config.hidden_size),
        )

    def forward(self, hidden_states, past_key_values=None):
        hidden_states = hidden_states + self.self_attn(self.norm(hidden_states), past_key_values=past_key_values)
        return hidden_states + self.mlp(hidden_states)


class MiniMistralModel(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList(
            [MiniMistralDecoderLayer(config, layer_idx) for layer_idx in range(config.num_hidden_layers)]
        )
        self.norm = nn.LayerNorm(config.hidden_size)

    def forward(self, inputs_embeds, past_key_values=None, use_cache=None):
        use_cache = use_cache if use_cache is not None else self.config.use_cache

        return_legacy_cache = False
        if use_cache and not isinstance(past_key_values, Cache):
            return_legacy_cache = True
            if past_key_values is None:
                past_key_values = DynamicCache()
            else:
                past_key_values = DynamicCache.from_legacy_cache(past_key_values)
                logger.warning_once(
                    "We detected that you are passing `past_key_values` as a tuple of tuples. "
                    "This is deprecated and will be removed in v4.47."
                )

        hidden_states = inputs_embeds
        for decoder_layer in self.layers:
            hidden_states = decoder_layer(hidden_states, past_key_values=past_key_values if use_cache else None)
        hidden_states = self.norm(hidden_states)

        next_cache = past_key_values if use_cache else None
        if return_legacy_cache:
            next_cache = next_cache.to_legacy_cache()
        return hidden_states, next_cache


config = MiniMistralConfig()
model = MiniMistralModel(config).eval()
compiled_model = torch.compile(model, fullgraph=True)
