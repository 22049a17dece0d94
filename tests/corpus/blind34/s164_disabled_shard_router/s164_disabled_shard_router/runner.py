import torch
import torch.nn as nn

from . import routing


class IVFRetriever(nn.Module):
    def __init__(self, dim: int = 8, num_shards: int = 4, per_shard: int = 6, k: int = 2):
        super().__init__()
        self.num_shards = num_shards
        self.k = k
        self.register_buffer("centroids", torch.randn(num_shards, dim))
        self.register_buffer("keys", torch.randn(num_shards, per_shard, dim))
        self.register_buffer("values", torch.randn(num_shards, per_shard, dim))
        self.fuse = nn.Linear(2 * dim, dim)

    def _route(self, q: torch.Tensor) -> torch.Tensor:
        assignment = routing.assign_shards(q, self.centroids)
        return routing.shard_mask(assignment, self.num_shards)

    def _search_all(self, q: torch.Tensor):
        sims = torch.einsum("nd,spd->nsp", q, self.keys)
        scores, idx = sims.topk(self.k, dim=-1)
        vals = self.values.unsqueeze(0).expand(q.shape[0], -1, -1, -1)
        picked = torch.gather(vals, 2, idx.unsqueeze(-1).expand(-1, -1, -1, vals.shape[-1]))
        return scores, picked

    def forward_retrieve(self, q: torch.Tensor) -> torch.Tensor:
        mask = self._route(q)
        scores, picked = self._search_all(q)
        scores = scores.masked_fill(mask.unsqueeze(-1) == 0, float("-inf"))
        w = scores.flatten(1).softmax(-1).view_as(scores).unsqueeze(-1)
        ctx = (w * picked).sum(dim=(1, 2))
        return self.fuse(torch.cat([q, ctx], dim=-1))


retriever = IVFRetriever()
retrieve_step = torch.compile(retriever.forward_retrieve, fullgraph=True)
