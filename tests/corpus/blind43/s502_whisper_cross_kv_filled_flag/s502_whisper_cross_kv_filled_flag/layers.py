import torch
import torch.nn as nn
import torch.nn.functional as F


class WhisperCrossAttention(nn.Module):
    def __init__(self, embed_dim, num_heads, layer_idx):
        super().__init__()
        self.embed_dim = embed_dim
        self.num_heads = num_heads
        self.head_dim = embed_dim // num_heads
        self.layer_idx = layer_idx
        self.q_proj = nn.Linear(embed_dim, embed_dim)
        self.k_proj = nn.Linear(embed_dim, embed_dim, bias=False)
        self.v_proj = nn.Linear(embed_dim, embed_dim)
        self.out_proj = nn.Linear(embed_dim, embed_dim)

    def _heads(self, x):
        b, t, _ = x.shape
        return x.view(b, t, self.num_heads, self.head_dim).transpose(1, 2)

    def forward(self, hidden_states, encoder_hidden_states, cross_cache):
        view = cross_cache.layer(self.layer_idx)
        if view.needs_fill:
            key = self._heads(self.k_proj(encoder_hidden_states))
            value = self._heads(self.v_proj(encoder_hidden_states))
            view.store(key, value)
        else:
            key, value = view.load()
        query = self._heads(self.q_proj(hidden_states))
        out = F.scaled_dot_product_attention(query, key, value)
        b, _, t, _ = out.shape
        return self.out_proj(out.transpose(1, 2).reshape(b, t, self.embed_dim))


class WhisperDecoderLayer(nn.Module):
    def __init__(self, embed_dim, num_heads, layer_idx, ffn_dim=32):
        super().__init__()
        self.encoder_attn_layer_norm = nn.LayerNorm(embed_dim)
        self.encoder_attn = WhisperCrossAttention(embed_dim, num_heads, layer_idx)
        self.final_layer_norm = nn.LayerNorm(embed_dim)
        self.fc1 = nn.Linear(embed_dim, ffn_dim)
        self.fc2 = nn.Linear(ffn_dim, embed_dim)

    def forward(self, hidden_states, encoder_hidden_states, cross_cache):
        residual = hidden_states
        hidden_states = self.encoder_attn_layer_norm(hidden_states)
        hidden_states = residual + self.encoder_attn(hidden_states, encoder_hidden_states, cross_cache)
        residual = hidden_states
        hidden_states = self.fc2(F.gelu(self.fc1(self.final_layer_norm(hidden_states))))
        return residual + hidden_states
