import torch
from torch import nn

from .cache_utils import StaticCache
from .configuration import GPTLiteConfig


def build_decode_mask(cache_position: torch.Tensor, max_cache_len: int, dtype: torch.dtype) -> torch.Tensor:
    positions = torch.arange(max_cache_len, device=cache_position.device)
    allowed = positions[None, :] <= cache_position[:, None]
    mask = torch.zeros(allowed.shape, dtype=dtype)
    return mask.masked_fill(~allowed, torch.finfo(dtype).min)[None, None]


class GPTLiteAttention(nn.Module):
    def __init__(self, config: GPTLiteConfig, layer_idx: int):
        super().__init__()
        self.config = config
        self.layer_idx = layer_idx
        self.c_attn = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.c_proj = nn.Linear(config.hidden_size, config.hidden_size)

    def forward(self, hidden_states, past_key_values, cache_position, attention_mask):
        bsz, q_len, _ = hidden_states.shape
        n_head = self.config.num_attention_heads
        q, k, v = self.c_attn(hidden_states).split(self.config.hidden_size, dim=-1)
        q, k, v = (t.view(bsz, q_len, n_head, -1).transpose(1, 2) for t in (q, k, v))
        if past_key_values is not None:
            k, v = past_key_values.update(k, v, self.layer_idx, {"cache_position": cache_position})
        out = torch.nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=attention_mask)
        return self.c_proj(out.transpose(1, 2).reshape(bsz, q_len, -1))


class GPTLiteBlock(nn.Module):
    def __init__(self, config: GPTLiteConfig, layer_idx: int):
        super().__init__()
        self.ln_1 = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_epsilon)
        self.attn = GPTLiteAttention(config, layer_idx)
        self.ln_2 = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_epsilon)
        self.mlp = nn.Sequential(nn.Linear(config.hidden_size, 4 * config.hidden_size), nn.GELU(),
                                 nn.Linear(4 * config.hidden_size, config.hidden_size))

    def forward(self, hidden_states, past_key_values, cache_position, attention_mask):
        hidden_states = hidden_states + self.attn(self.ln_1(hidden_states), past_key_values, cache_position,
                                                  attention_mask)
        return hidden_states + self.mlp(self.ln_2(hidden_states))


class GPTLiteRunner(nn.Module):
    def __init__(self, config: GPTLiteConfig, max_batch_size: int = 1):
        super().__init__()
        self.config = config
        self.h = nn.ModuleList(GPTLiteBlock(config, i) for i in range(config.num_hidden_layers))
        self.ln_f = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_epsilon)
        self.cache = StaticCache(config, max_batch_size=max_batch_size)

    def forward_decode(self, hidden_states: torch.Tensor, cache_position: torch.Tensor):
        past = self.cache if self.config.use_cache else None
        mask = build_decode_mask(cache_position, self.cache.get_max_cache_shape(), hidden_states.dtype)
        for block in self.h:
            hidden_states = block(hidden_states, past, cache_position, mask)
        return self.ln_f(hidden_states), past.get_seq_length()


runner = GPTLiteRunner(GPTLiteConfig()).eval()
decode = torch.compile(runner.forward_decode, fullgraph=True)
