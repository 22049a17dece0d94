import logging

import torch

logger = logging.getLogger(__name__)


class IndexShard:
    def __init__(self, shard_id: int, keys: torch.Tensor, values: torch.Tensor):
        self.shard_id = shard_id
        self.keys = keys
        self.values = values

    def search(self, q: torch.Tensor, k: int):
        sims = q @ self.keys.t()
        scores, idx = sims.topk(k, dim=-1)
        return scores, self.values[idx]


class ShardedIndex:
    """Searches every shard and merges the per-shard top-k into a global top-k."""

    def __init__(self, shards, k: int):
        self.shards = list(shards)
        self.k = k

    def _merge(self, all_scores, all_values):
        scores = torch.cat(all_scores, dim=-1)
        values = torch.cat(all_values, dim=1)
        best, pos = scores.topk(self.k, dim=-1)
        picked = torch.gather(values, 1, pos.unsqueeze(-1).expand(-1, -1, values.shape[-1]))
        return best, picked

    def search(self, q: torch.Tensor):
        all_scores, all_values = [], []
        for shard in self.shards:
            s, v = shard.search(q, self.k)
            logger.debug("shard %d returned %d candidates", shard.shard_id, s.shape[-1])
            all_scores.append(s)
            all_values.append(v)
        return self._merge(all_scores, all_values)
