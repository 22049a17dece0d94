from dataclasses import dataclass
from typing import Optional

import torch
from torch import nn

from .heads import ClassifierPooler


@dataclass
class RerankerConfig:
    vocab_size: int = 50
    hidden_size: int = 8
    max_position_embeddings: int = 32
    num_labels: int = 1
    layer_norm_eps: float = 1e-12
    sbert_ce_default_activation_function: Optional[str] = "torch.nn.modules.activation.Sigmoid"


class BertEmbeddings(nn.Module):
    def __init__(self, config: RerankerConfig):
        super().__init__()
        self.word_embeddings = nn.Embedding(config.vocab_size, config.hidden_size)
        self.position_embeddings = nn.Embedding(config.max_position_embeddings, config.hidden_size)
        self.token_type_embeddings = nn.Embedding(2, config.hidden_size)
        self.LayerNorm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)

    def forward(self, input_ids: torch.Tensor, token_type_ids: torch.Tensor) -> torch.Tensor:
        positions = torch.arange(input_ids.shape[1], device=input_ids.device)
        emb = self.word_embeddings(input_ids)
        emb = emb + self.position_embeddings(positions)[None] + self.token_type_embeddings(token_type_ids)
        return self.LayerNorm(emb)


class BertForSequenceClassification(nn.Module):
    def __init__(self, config: RerankerConfig):
        super().__init__()
        self.embeddings = BertEmbeddings(config)
        self.encoder_proj = nn.Linear(config.hidden_size, config.hidden_size)
        self.classifier = ClassifierPooler(config)

    def forward(self, input_ids: torch.Tensor, token_type_ids: torch.Tensor) -> torch.Tensor:
        hidden_states = self.embeddings(input_ids, token_type_ids)
        hidden_states = torch.nn.functional.gelu(self.encoder_proj(hidden_states))
        return self.classifier(hidden_states)


compiled = torch.compile(BertForSequenceClassification(RerankerConfig()), fullgraph=True)
