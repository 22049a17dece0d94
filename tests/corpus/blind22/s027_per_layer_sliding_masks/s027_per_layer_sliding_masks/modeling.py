import torch
from torch import nn
import torch.nn.functional as F

from .masking import MASK_BUILDERS


class HybridAttention(nn.Module):
    def __init__(self, config, layer_idx):
        super().__init__()
        self.layer_idx = layer_idx
        self.attention_type = config.layer_types[layer_idx]
        self.num_heads = config.num_attention_heads
        self.head_dim = config.head_dim
        self.qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, hidden_states, attention_mask):
        bsz, seq, _ = hidden_states.shape
        q, k, v = self.qkv(hidden_states).view(bsz, seq, 3, self.num_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=attention_mask)
        return self.o_proj(out.transpose(1, 2).reshape(bsz, seq, -1))


class HybridDecoder(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList(HybridAttention(config, i) for i in range(config.num_hidden_layers))
        self.norm = nn.LayerNorm(config.hidden_size)

    def forward(self, hidden_states, lengths):
        seq_len = hidden_states.shape[1]
        mask_mapping = {"full_attention": MASK_BUILDERS["full_attention"](self.config, lengths, seq_len)}
        if self.config.has_sliding_layers:
            mask_mapping["sliding_attention"] = MASK_BUILDERS["sliding_attention"](self.config, lengths, seq_len)
        for layer in self.layers:
            mask = mask_mapping[self.config.layer_types[layer.layer_idx]]
            hidden_states = hidden_states + layer(hidden_states, mask)
        return self.norm(hidden_states)
