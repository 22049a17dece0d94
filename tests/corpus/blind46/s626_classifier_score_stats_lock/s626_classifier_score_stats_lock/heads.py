import torch
from torch import nn

from .observers import ObserverList


class SequenceClassificationHead(nn.Module):
    """Pooled-output classifier (RoBERTa style) with softmax scoring."""

    def __init__(self, hidden_size: int, num_labels: int, dropout: float = 0.1):
        super().__init__()
        self.dense = nn.Linear(hidden_size, hidden_size)
        self.dropout = nn.Dropout(dropout)
        self.out_proj = nn.Linear(hidden_size, num_labels)
        self.observers = ObserverList()

    def forward(self, pooled: torch.Tensor) -> torch.Tensor:
        x = torch.tanh(self.dense(self.dropout(pooled)))
        logits = self.out_proj(self.dropout(x))
        self.observers.notify(logits)
        return logits.softmax(dim=-1)
