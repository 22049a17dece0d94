import torch
import torch.nn.functional as F

from .pooling_types import PoolerConfig, PoolingType
from .seqs import split_packed

_REDUCERS = {
    PoolingType.MEAN: lambda seq: seq.mean(dim=0),
    PoolingType.LAST: lambda seq: seq[-1],
    PoolingType.CLS: lambda seq: seq[0],
}


class EmbeddingPooler:
    def __init__(self, cfg: PoolerConfig):
        self.cfg = cfg
        self.reduce = _REDUCERS[cfg.pooling]

    def __call__(self, hidden: torch.Tensor, cu_seqlens: torch.Tensor) -> torch.Tensor:
        pooled = [self.reduce(seq) for seq in split_packed(hidden, cu_seqlens)]
        out = torch.stack(pooled)
        if self.cfg.normalize:
            out = F.normalize(out, p=2, dim=-1)
        return out


_pooler = EmbeddingPooler(PoolerConfig(pooling=PoolingType.parse("MEAN")))


@torch.compile(fullgraph=True)
def pool_embeddings(hidden: torch.Tensor, cu_seqlens: torch.Tensor) -> torch.Tensor:
    return _pooler(hidden, cu_seqlens)
