from dataclasses import dataclass

import torch
from torch import nn

from .alibi import AlibiBiasCache


@dataclass(frozen=True)
class BloomLikeConfig:
    hidden_size: int = 8
    n_head: int = 2
    max_positions: int = 2048


class AlibiAttention(nn.Module):
    def __init__(self, config: BloomLikeConfig) -> None:
        super().__init__()
        self.n_head = config.n_head
        self.head_dim = config.hidden_size // config.n_head
        self.query_key_value = nn.Linear(config.hidden_size, 3 * config.hidden_size)
        self.dense = nn.Linear(config.hidden_size, config.hidden_size)
        self.bias_cache = AlibiBiasCache(config.n_head, config.max_positions)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        bsz, seq_len, _ = hidden_states.shape
        qkv = self.query_key_value(hidden_states)
        qkv = qkv.view(bsz, seq_len, 3, self.n_head, self.head_dim).permute(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        scores = q @ k.transpose(-1, -2) / self.head_dim ** 0.5
        scores = scores + self.bias_cache.get(seq_len)
        probs = scores.softmax(dim=-1)
        out = (probs @ v).transpose(1, 2).reshape(bsz, seq_len, -1)
        return self.dense(out)


class PrefillRunner:
    def __init__(self, config: BloomLikeConfig) -> None:
        self.config = config
        self.attn = AlibiAttention(config)
        self.num_prefills = 0

    def forward_prefill(self, hidden_states: torch.Tensor) -> torch.Tensor:
        self.num_prefills += 1
        return self.attn(hidden_states)

    def reset(self) -> None:
        self.attn.bias_cache.clear()
        self.num_prefills = 0


runner = PrefillRunner(BloomLikeConfig())
prefill = torch.compile(runner.forward_prefill, fullgraph=True)
