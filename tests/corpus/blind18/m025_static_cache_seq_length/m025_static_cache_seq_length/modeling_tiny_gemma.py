import torch
from torch import nn

from .cache_utils import Cache, DynamicCache


class TinyGemmaConfig:
    vocab_size = 96
    hidden_size = 32
    num_attention_heads = 2
    num_hidden_layers = 2
    max_position_embeddings = 16


def causal_mask_from_cache_position(cache_position, target_length, dtype):
    min_dtype = torch.finfo(dtype).min
    kv_idx = torch.arange(target_length, device=cache_position.device)
    mask = torch.where(kv_idx[None, :] > cache_position[:, None], min_dtype, 0.0)
    return mask[None, None, :, :].to(dtype)


class TinyGemmaAttention(nn.Module):
    def __init__(self, config, layer_idx):
        super().__init__()
        self.layer_idx = layer_idx
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // config.num_attention_heads
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, hidden_states, attention_mask, past_key_values, cache_position):
        bsz, q_len, _ = hidden_states.shape
        q, k, v = self.qkv(hidden_states).view(bsz, q_len, 3, self.num_heads, self.head_dim).unbind(2)
        q, k, v = q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2)
        if past_key_values is not None:
            k, v = past_key_values.update(k, v, self.layer_idx, {"cache_position": cache_position})
        out = nn.functional.scaled_dot_product_attention(q, k, v, attn_mask=attention_mask)
        return self.o_proj(out.transpose(1, 2).reshape(bsz, q_len, -1))


class TinyGemmaForCausalLM(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.ModuleList([TinyGemmaAttention(config, i) for i in range(config.num_hidden_layers)])
        self.norm = nn.RMSNorm(config.hidden_size)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)

    def forward(self, input_ids, past_key_values=None, cache_position=None, use_cache=True):
        if use_cache and past_key_values is None:
            past_key_values = DynamicCache()
        elif use_cache and not isinstance(past_key_values, Cache):
            past_key_values = DynamicCache.from_legacy_cache(past_key_values)

        inputs_embeds = self.embed_tokens(input_ids)
        if cache_position is None:
            past_seen_tokens = past_key_values.get_seq_length() if past_key_values is not None else 0
            if past_seen_tokens + inputs_embeds.shape[1] > self.config.max_position_embeddings:
                raise ValueError(
                    f"Sequence of {past_seen_tokens + inputs_embeds.shape[1]} tokens exceeds "
                    f"max_position_embeddings={self.config.max_position_embeddings}"
                )
            cache_position = torch.arange(
                past_seen_tokens, past_seen_tokens + inputs_embeds.shape[1], device=inputs_embeds.device
            )

        target_length, _ = past_key_values.get_mask_sizes(cache_position)
        attention_mask = causal_mask_from_cache_position(cache_position, target_length, inputs_embeds.dtype)

        hidden_states = inputs_embeds * (self.config.hidden_size**0.5)
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states, attention_mask, past_key_values, cache_position)
        return self.lm_head(self.norm(hidden_states)), past_key_values
