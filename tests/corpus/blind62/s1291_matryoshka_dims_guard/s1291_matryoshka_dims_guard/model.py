import torch
import torch.nn as nn

from .pooler import LastTokenPooler
from .pooling_params import PoolingMetadata, PoolingParams

HIDDEN_SIZE = 8


class EmbeddingModel(nn.Module):
    """Decoder-only embedding model (Qwen3-Embedding style, last-token pooling)."""

    def __init__(self, hidden_size: int = HIDDEN_SIZE, vocab_size: int = 64):
        super().__init__()
        self.hidden_size = hidden_size
        self.embed_tokens = nn.Embedding(vocab_size, hidden_size)
        self.proj = nn.Linear(hidden_size, hidden_size)
        self.norm = nn.LayerNorm(hidden_size)
        self.pooler = LastTokenPooler(hidden_size)

    def forward(self, hidden_states: torch.Tensor, meta: PoolingMetadata) -> torch.Tensor:
        hidden_states = self.norm(self.proj(hidden_states))
        return self.pooler(hidden_states, meta)


_model = EmbeddingModel().eval()


@torch.compile(fullgraph=True)
def embed_step(hidden_states: torch.Tensor, prompt_lens: torch.Tensor, dimensions: torch.Tensor):
    meta = PoolingMetadata(prompt_lens=prompt_lens, dimensions=dimensions, normalize=True)
    with torch.no_grad():
        return _model(hidden_states, meta)


def build_metadata(prompt_lens, params_list):
    for p in params_list:
        p.verify(HIDDEN_SIZE, is_matryoshka=True)
    return PoolingMetadata.from_params(prompt_lens, params_list, HIDDEN_SIZE)


__all__ = ["EmbeddingModel", "embed_step", "build_metadata", "PoolingParams"]
