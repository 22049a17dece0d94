import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import EncoderCacheConfig
from .encoder_cache import AudioFeatureCache, EncoderOutputCache


class BartDecodeRunner(nn.Module):
    def __init__(self, config: EncoderCacheConfig, vocab_size: int = 50, num_heads: int = 2):
        super().__init__()
        self.config = config
        self.num_heads = num_heads
        self.embed_tokens = nn.Embedding(vocab_size, config.d_model)
        self.encoder = nn.Linear(config.d_model, config.d_model)
        self.q_proj = nn.Linear(config.d_model, config.d_model)
        self.kv_proj = nn.Linear(config.d_model, 2 * config.d_model)
        self.out_proj = nn.Linear(config.d_model, config.d_model)
        self.feature_cache = AudioFeatureCache()
        self.encoder_cache = EncoderOutputCache(config)

    @torch.no_grad()
    def prefill_encoder(self, slot: int, features: torch.Tensor) -> None:
        if self.feature_cache.lookup(features) is None:
            self.feature_cache.insert(features, slot)
        self.encoder_cache.insert(slot, torch.tanh(self.encoder(features)))

    def _heads(self, x):
        b, t, _ = x.shape
        return x.view(b, t, self.num_heads, -1).transpose(1, 2)

    def forward_decode(self, input_ids, request_slots):
        encoder_hidden_states, encoder_mask = self.encoder_cache.lookup(request_slots)
        hidden = self.embed_tokens(input_ids)
        key, value = self.kv_proj(encoder_hidden_states).chunk(2, dim=-1)
        attn = F.scaled_dot_product_attention(
            self._heads(self.q_proj(hidden)),
            self._heads(key),
            self._heads(value),
            attn_mask=encoder_mask[:, None, None, :],
        )
        hidden = hidden + self.out_proj(attn.transpose(1, 2).flatten(2))
        return hidden @ self.embed_tokens.weight.t()


runner = BartDecodeRunner(EncoderCacheConfig())
for _slot in range(runner.config.max_requests):
    runner.prefill_encoder(_slot, torch.randn(5 + _slot % 3, runner.config.d_model))
decode = torch.compile(runner.forward_decode, fullgraph=True)
