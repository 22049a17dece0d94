from typing import List

import torch

from ._custom_ops import gather_unpadded_vocab, pad_batch_to_bucket

ORG_VOCAB_SIZE = 42
TP_SIZE = 2
CAPTURE_BS: List[int] = [1, 2, 4, 8, 16]


def vocab_shard_sizes(org_vocab: int, tp_size: int, padded_shard: int) -> List[int]:
    sizes = []
    for rank in range(tp_size):
        start = rank * padded_shard
        sizes.append(max(0, min(org_vocab - start, padded_shard)))
    return sizes


def _lm_head_matmul(hidden_states: torch.Tensor, weight: torch.Tensor) -> torch.Tensor:
    return torch.matmul(hidden_states.to(weight.dtype), weight.t())


@torch.compile(fullgraph=True)
def compute_logits(hidden_states: torch.Tensor, lm_head_weight: torch.Tensor) -> torch.Tensor:
    raw_bs = hidden_states.shape[0]
    padded_shard = lm_head_weight.shape[0] // TP_SIZE
    padded_hidden = pad_batch_to_bucket(hidden_states, CAPTURE_BS)
    logits = _lm_head_matmul(padded_hidden, lm_head_weight)
    shard_sizes = vocab_shard_sizes(ORG_VOCAB_SIZE, TP_SIZE, padded_shard)
    logits = gather_unpadded_vocab(logits, shard_sizes, padded_shard)
    return logits[:raw_bs].float()
