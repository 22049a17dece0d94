import torch
import torch.nn as nn
import torch.nn.functional as F

from . import envs
from .st_config import get_pooling_config


class SentenceTransformerEmbedder(nn.Module):
    """BERT-style bi-encoder whose pooling follows the sentence-transformers config."""

    def __init__(self, hidden_size: int = 8):
        super().__init__()
        self.model_path = envs.EMBED_MODEL_PATH
        self.dense = nn.Linear(hidden_size, hidden_size)
        self.norm = nn.LayerNorm(hidden_size)

    @property
    def pooling_type(self) -> str:
        override = envs.EMBED_POOLING_OVERRIDE
        if override:
            return override.upper()
        cfg = get_pooling_config(self.model_path)
        return "CLS" if cfg is None else cfg["pooling_type"]

    def pool(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        if self.pooling_type == "MEAN":
            mask = attention_mask.unsqueeze(-1).to(hidden_states.dtype)
            return (hidden_states * mask).sum(1) / mask.sum(1).clamp(min=1e-9)
        if self.pooling_type == "LAST":
            last = attention_mask.sum(1).long() - 1
            return hidden_states[torch.arange(hidden_states.shape[0]), last]
        return hidden_states[:, 0]

    def forward(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        hidden_states = self.norm(torch.relu(self.dense(hidden_states)))
        emb = self.pool(hidden_states, attention_mask)
        return F.normalize(emb, p=2, dim=-1)


embedder = torch.compile(SentenceTransformerEmbedder().eval(), fullgraph=True)
