from dataclasses import dataclass

import torch
import torch.nn as nn

from .activations import resolve_activation


@dataclass
class RerankerConfig:
    hidden_size: int = 8
    num_labels: int = 2
    task: str = "score"
    classifier_dropout: float = 0.0


class ClassificationHead(nn.Module):
    def __init__(self, config: RerankerConfig):
        super().__init__()
        self.dense = nn.Linear(config.hidden_size, config.hidden_size)
        self.dropout = nn.Dropout(config.classifier_dropout)
        self.out_proj = nn.Linear(config.hidden_size, config.num_labels)

    def forward(self, features: torch.Tensor) -> torch.Tensor:
        x = features[:, 0, :]
        x = self.dropout(x)
        x = torch.tanh(self.dense(x))
        return self.out_proj(self.dropout(x))


class CrossEncoderReranker(nn.Module):
    """XLM-R style cross encoder: CLS token -> classifier -> relevance score."""

    def __init__(self, config: RerankerConfig):
        super().__init__()
        self.config = config
        self.encoder = nn.TransformerEncoderLayer(
            d_model=config.hidden_size, nhead=2, dim_feedforward=16, batch_first=True, dropout=0.0
        )
        self.classifier = ClassificationHead(config)
        self.act = resolve_activation(config.task)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden_states = self.encoder(hidden_states)
        logits = self.classifier(hidden_states)
        return self.act(logits).squeeze(-1)


_reranker = CrossEncoderReranker(RerankerConfig()).eval()
score_pairs = torch.compile(_reranker, fullgraph=True)
