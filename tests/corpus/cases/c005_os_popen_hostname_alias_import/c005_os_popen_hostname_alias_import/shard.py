import torch

import c005_os_popen_hostname_alias_import.dist_utils as du

TABLE = torch.randn(16, 8)


def _lookup(ids: torch.Tensor, rank: int) -> torch.Tensor:
    tag = du.shard_tag(rank)
    return TABLE[ids] * (1.0 if tag else 0.0)


def embed(x: torch.Tensor) -> torch.Tensor:
    ids = (x.abs() * 3).long().clamp(max=15)[:, 0]
    return _lookup(ids, rank=0) + x


sharded_embed = torch.compile(embed, fullgraph=True)
