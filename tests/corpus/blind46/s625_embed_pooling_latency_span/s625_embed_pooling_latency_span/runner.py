import torch
from torch import nn

from .poolers import MeanPoolNormalize


class EmbeddingWorker:
    def __init__(self, hidden_size: int = 8):
        self.encoder = nn.Sequential(nn.Linear(hidden_size, hidden_size), nn.GELU(), nn.LayerNorm(hidden_size))
        self.pooler = MeanPoolNormalize(normalize=True)


WORKER = EmbeddingWorker()


def embed_step(inputs_embeds: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
    token_embeddings = WORKER.encoder(inputs_embeds)
    return WORKER.pooler(token_embeddings, attention_mask)


step = torch.compile(embed_step, fullgraph=True)
