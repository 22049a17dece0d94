import torch

from .modules import Normalize, Pooling, PoolingConfig

_POOLING = Pooling(PoolingConfig())
_NORMALIZE = Normalize()


@torch.compile(fullgraph=True)
def sentence_embedding(token_embeddings: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
    pooled = _POOLING(token_embeddings, attention_mask)
    return _NORMALIZE(pooled)
