import torch
import torch.nn.functional as F
from torch import nn

from .encoder_cache import EncoderCacheView
from .validation import check_cross_kv, cross_kv_validation_enabled


class CrossAttention(nn.Module):
    def __init__(self, d_model: int, num_heads: int, layer_id: int):
        super().__init__()
        self.layer_id = layer_id
        self.num_heads = num_heads
        self.q_proj = nn.Linear(d_model, d_model)
        self.kv_proj = nn.Linear(d_model, 2 * d_model)
        self.out_proj = nn.Linear(d_model, d_model)

    def _heads(self, x):
        b, s, d = x.shape
        return x.view(b, s, self.num_heads, d // self.num_heads).transpose(1, 2)

    def forward(self, x, encoder_out, key_padding_mask):
        b, s, d = x.shape
        k, v = self.kv_proj(encoder_out).chunk(2, dim=-1)
        k, v = self._heads(k), self._heads(v)
        if cross_kv_validation_enabled():
            check_cross_kv(self.layer_id, k, v)
        attn_mask = key_padding_mask[:, None, None, :]
        out = F.scaled_dot_product_attention(self._heads(self.q_proj(x)), k, v, attn_mask=attn_mask)
        return self.out_proj(out.transpose(1, 2).reshape(b, s, d))


class WhisperCrossDecoder(nn.Module):
    def __init__(self, d_model: int = 8, num_heads: int = 2, num_layers: int = 2):
        super().__init__()
        self.encoder_cache = EncoderCacheView()
        self.layers = nn.ModuleList(CrossAttention(d_model, num_heads, i) for i in range(num_layers))
        self.norm = nn.LayerNorm(d_model)

    def forward(self, hidden_states, encoder_out, encoder_lens):
        entry = self.encoder_cache.update(encoder_out, encoder_lens)
        mask = self.encoder_cache.key_padding_mask(entry)
        for layer in self.layers:
            hidden_states = hidden_states + layer(hidden_states, entry.encoder_out, mask)
        return self.norm(hidden_states)


decoder = WhisperCrossDecoder().eval()
compiled_decoder = torch.compile(decoder, fullgraph=True)
