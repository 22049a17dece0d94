import torch
import torch.nn.functional as F

from . import registry


def _shard_range(vocab_size: int, rank: int, world_size: int):
    per_rank = (vocab_size + world_size - 1) // world_size
    start = rank * per_rank
    return start, min(start + per_rank, vocab_size)


def _masked_lookup(ids, weight, start, end):
    mask = (ids < start) | (ids >= end)
    local = (ids - start).masked_fill(mask, 0)
    out = F.embedding(local, weight)
    return out.masked_fill(mask.unsqueeze(-1), 0.0)


@torch.compile(fullgraph=True)
def embed_tokens(input_ids: torch.Tensor, weight_shard: torch.Tensor) -> torch.Tensor:
    comm = registry.REGISTRY.current()
    vocab = weight_shard.shape[0] * comm.world_size
    start, end = _shard_range(vocab, comm.rank, comm.world_size)
    out = _masked_lookup(input_ids, weight_shard, start, end)
    return comm.all_reduce(out)
