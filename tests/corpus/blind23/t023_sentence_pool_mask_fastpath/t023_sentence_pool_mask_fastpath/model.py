"""Bi-encoder used by the retrieval service."""
from typing import Optional

import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import EmbedderConfig
from .pooling import build_pooling


class EncoderBlock(nn.Module):
    def __init__(self, cfg: EmbedderConfig):
        super().__init__()
        self.heads = cfg.num_heads
        self.norm1 = nn.LayerNorm(cfg.hidden_size)
        self.qkv = nn.Linear(cfg.hidden_size, 3 * cfg.hidden_size)
        self.proj = nn.Linear(cfg.hidden_size, cfg.hidden_size)
        self.norm2 = nn.LayerNorm(cfg.hidden_size)
        self.mlp = nn.Sequential(
            nn.Linear(cfg.hidden_size, 4 * cfg.hidden_size), nn.GELU(), nn.Linear(4 * cfg.hidden_size, cfg.hidden_size)
        )

    def forward(self, x, bias):
        b, n, d = x.shape
        q, k, v = self.qkv(self.norm1(x)).view(b, n, 3, self.heads, -1).permute(2, 0, 3, 1, 4)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=bias)
        x = x + self.proj(out.transpose(1, 2).reshape(b, n, d))
        return x + self.mlp(self.norm2(x))


class EmbeddingMixin:
    """Shared encode() contract for all retrieval models."""

    normalize: bool = True

    def encode(self, input_ids: torch.Tensor, attention_mask: Optional[torch.Tensor] = None) -> torch.Tensor:
        hidden = self.forward(input_ids, attention_mask)
        emb = self.pooler(hidden, attention_mask)
        if self.normalize:
            emb = F.normalize(emb, p=2, dim=-1)
        return emb


class SentenceEmbedder(EmbeddingMixin, nn.Module):
    def __init__(self, cfg: EmbedderConfig):
        super().__init__()
        self.cfg = cfg
        self.normalize = cfg.normalize_embeddings
        self.tok = nn.Embedding(cfg.vocab_size, cfg.hidden_size, padding_idx=cfg.pad_token_id)
        self.pos = nn.Embedding(cfg.max_position_embeddings, cfg.hidden_size)
        self.blocks = nn.ModuleList(EncoderBlock(cfg) for _ in range(cfg.num_layers))
        self.final_norm = nn.LayerNorm(cfg.hidden_size)
        self.pooler = build_pooling(cfg.pooling_mode)

    @staticmethod
    def _attention_bias(attention_mask: Optional[torch.Tensor], dtype: torch.dtype):
        if attention_mask is None:
            return None
        bias = (1.0 - attention_mask[:, None, None, :].to(dtype)) * torch.finfo(dtype).min
        return bias

    def forward(self, input_ids, attention_mask=None):
        positions = torch.arange(input_ids.shape[1], device=input_ids.device)
        x = self.tok(input_ids) + self.pos(positions)[None]
        bias = self._attention_bias(attention_mask, x.dtype)
        for blk in self.blocks:
            x = blk(x, bias)
        return self.final_norm(x)
