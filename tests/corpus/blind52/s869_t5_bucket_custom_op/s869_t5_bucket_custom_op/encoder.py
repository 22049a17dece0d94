from dataclasses import dataclass

import torch
import torch.nn as nn

from .ops import relative_position_bucket


@dataclass
class RelativeBiasConfig:
    d_model: int = 32
    num_heads: int = 4
    num_buckets: int = 32
    max_distance: int = 128
    bidirectional: bool = True


class RelativePositionBias(nn.Module):
    def __init__(self, config: RelativeBiasConfig):
        super().__init__()
        self.config = config
        self.relative_attention_bias = nn.Embedding(config.num_buckets, config.num_heads)

    def forward(self, query_length: int, key_length: int) -> torch.Tensor:
        device = self.relative_attention_bias.weight.device
        context_position = torch.arange(query_length, dtype=torch.long, device=device)[:, None]
        memory_position = torch.arange(key_length, dtype=torch.long, device=device)[None, :]
        relative_position = memory_position - context_position
        buckets = torch.ops.corpus_s869.relative_position_bucket(
            relative_position,
            self.config.bidirectional,
            self.config.num_buckets,
            self.config.max_distance,
        )
        values = self.relative_attention_bias(buckets)
        return values.permute(2, 0, 1).unsqueeze(0)


class EncoderSelfAttention(nn.Module):
    def __init__(self, config: RelativeBiasConfig):
        super().__init__()
        self.num_heads = config.num_heads
        self.head_dim = config.d_model // config.num_heads
        self.qkv = nn.Linear(config.d_model, 3 * config.d_model, bias=False)
        self.o = nn.Linear(config.d_model, config.d_model, bias=False)
        self.position_bias = RelativePositionBias(config)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        bsz, seq_len, _ = hidden_states.shape
        q, k, v = self.qkv(hidden_states).chunk(3, dim=-1)
        q = q.view(bsz, seq_len, self.num_heads, self.head_dim).transpose(1, 2)
        k = k.view(bsz, seq_len, self.num_heads, self.head_dim).transpose(1, 2)
        v = v.view(bsz, seq_len, self.num_heads, self.head_dim).transpose(1, 2)
        scores = torch.matmul(q, k.transpose(-1, -2))
        scores = scores + self.position_bias(seq_len, seq_len)
        probs = torch.softmax(scores.float(), dim=-1).type_as(scores)
        out = torch.matmul(probs, v).transpose(1, 2).reshape(bsz, seq_len, -1)
        return self.o(out)


encoder_attention = EncoderSelfAttention(RelativeBiasConfig())
encode = torch.compile(encoder_attention.forward, fullgraph=True)
