import torch
import torch.nn as nn
import torch.nn.functional as F

from .layer_drop import LayerDropModuleList


class TransformerEncoderLayer(nn.Module):
    def __init__(self, embed_dim: int, ffn_dim: int, num_heads: int, dropout: float):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = embed_dim // num_heads
        self.qkv_proj = nn.Linear(embed_dim, 3 * embed_dim)
        self.out_proj = nn.Linear(embed_dim, embed_dim)
        self.self_attn_layer_norm = nn.LayerNorm(embed_dim)
        self.fc1 = nn.Linear(embed_dim, ffn_dim)
        self.fc2 = nn.Linear(ffn_dim, embed_dim)
        self.final_layer_norm = nn.LayerNorm(embed_dim)
        self.dropout = dropout

    def _attn(self, x: torch.Tensor) -> torch.Tensor:
        bsz, seq, dim = x.shape
        qkv = self.qkv_proj(x).view(bsz, seq, 3, self.num_heads, self.head_dim)
        q, k, v = qkv.permute(2, 0, 3, 1, 4).unbind(0)
        out = F.scaled_dot_product_attention(q, k, v, dropout_p=self.dropout if self.training else 0.0)
        return self.out_proj(out.transpose(1, 2).reshape(bsz, seq, dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        residual = x
        x = F.dropout(self._attn(x), p=self.dropout, training=self.training)
        x = self.self_attn_layer_norm(residual + x)
        residual = x
        x = self.fc2(F.relu(self.fc1(x)))
        x = F.dropout(x, p=self.dropout, training=self.training)
        return self.final_layer_norm(residual + x)


class TransformerEncoder(nn.Module):
    def __init__(self, embed_dim: int, ffn_dim: int, num_heads: int, num_layers: int,
                 dropout: float = 0.1, encoder_layerdrop: float = 0.0):
        super().__init__()
        layers = [TransformerEncoderLayer(embed_dim, ffn_dim, num_heads, dropout) for _ in range(num_layers)]
        if encoder_layerdrop > 0.0:
            self.layers = LayerDropModuleList(p=encoder_layerdrop, modules=layers)
        else:
            self.layers = nn.ModuleList(layers)
        self.layer_norm = nn.LayerNorm(embed_dim)

    def forward(self, src_embeds: torch.Tensor) -> torch.Tensor:
        x = src_embeds
        for layer in self.layers:
            x = layer(x)
        return self.layer_norm(x)
