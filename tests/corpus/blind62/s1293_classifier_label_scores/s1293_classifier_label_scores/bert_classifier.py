from typing import Dict, Optional

import torch
import torch.nn as nn

from .outputs import ClassificationMixin, ClassificationOutput


class BertPooler(nn.Module):
    def __init__(self, hidden_size: int):
        super().__init__()
        self.dense = nn.Linear(hidden_size, hidden_size)
        self.activation = nn.Tanh()

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        first_token = hidden_states[:, 0]
        return self.activation(self.dense(first_token))


class BertForSequenceClassification(ClassificationMixin, nn.Module):
    def __init__(
        self,
        hidden_size: int = 8,
        num_labels: int = 3,
        id2label: Optional[Dict[int, str]] = None,
    ):
        super().__init__()
        self.num_labels = num_labels
        self.id2label = id2label or {0: "negative", 1: "neutral", 2: "positive"}
        self.embeddings_norm = nn.LayerNorm(hidden_size)
        self.pooler = BertPooler(hidden_size)
        self.dropout = nn.Dropout(0.0)
        self.classifier = nn.Linear(hidden_size, num_labels)

    def forward(self, hidden_states: torch.Tensor) -> ClassificationOutput:
        hidden_states = self.embeddings_norm(hidden_states)
        pooled = self.pooler(hidden_states)
        logits = self.classifier(self.dropout(pooled))
        return self.postprocess(logits, pooled)


def build_classifier(**kwargs) -> BertForSequenceClassification:
    return BertForSequenceClassification(**kwargs).eval()


_classifier = build_classifier()


@torch.compile(fullgraph=True)
def classify(hidden_states: torch.Tensor) -> ClassificationOutput:
    return _classifier(hidden_states)
