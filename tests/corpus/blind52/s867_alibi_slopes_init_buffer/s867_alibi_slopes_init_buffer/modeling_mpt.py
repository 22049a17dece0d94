import logging
from dataclasses import dataclass

import torch
import torch.nn as nn

from .alibi import alibi_bias_from_slopes, build_alibi_slopes

logger = logging.getLogger(__name__)


@dataclass
class MptConfig:
    d_model: int = 48
    n_heads: int = 6
    max_seq_len: int = 64
    alibi_bias_max: int = 8
    clip_qkv: float = 8.0


class MptAttention(nn.Module):
    def __init__(self, config: MptConfig):
        super().__init__()
        self.config = config
        self.n_heads = config.n_heads
        self.head_dim = config.d_model // config.n_heads
        self.softmax_scale = self.head_dim**-0.5
        self.Wqkv = nn.Linear(config.d_model, 3 * config.d_model, bias=False)
        self.out_proj = nn.Linear(config.d_model, config.d_model, bias=False)
        slopes = build_alibi_slopes(config.n_heads, config.alibi_bias_max)
        self.register_buffer("alibi_slopes", slopes, persistent=False)
        causal = torch.ones(config.max_seq_len, config.max_seq_len, dtype=torch.bool).tril()
        self.register_buffer("causal_mask", causal, persistent=False)
        logger.info("MptAttention: %d heads, alibi_bias_max=%d", self.n_heads, config.alibi_bias_max)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        bsz, seq_len, _ = hidden_states.shape
        qkv = self.Wqkv(hidden_states)
        if self.config.clip_qkv:
            qkv = qkv.clamp(min=-self.config.clip_qkv, max=self.config.clip_qkv)
        q, k, v = qkv.chunk(3, dim=2)
        q = q.view(bsz, seq_len, self.n_heads, self.head_dim).transpose(1, 2)
        k = k.view(bsz, seq_len, self.n_heads, self.head_dim).transpose(1, 2)
        v = v.view(bsz, seq_len, self.n_heads, self.head_dim).transpose(1, 2)

        scores = torch.matmul(q, k.transpose(-1, -2)) * self.softmax_scale
        scores = scores + alibi_bias_from_slopes(self.alibi_slopes, seq_len)
        causal = self.causal_mask[:seq_len, :seq_len]
        scores = scores.masked_fill(~causal, torch.finfo(scores.dtype).min)
        probs = torch.softmax(scores, dim=-1)
        out = torch.matmul(probs, v).transpose(1, 2).reshape(bsz, seq_len, -1)
        return self.out_proj(out)


mpt_attention = torch.compile(MptAttention(MptConfig()), fullgraph=True)
