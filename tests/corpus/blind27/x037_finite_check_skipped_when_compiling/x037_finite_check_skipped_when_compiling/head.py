import torch
import torch.nn as nn

from .sanity import assert_finite


class Pooler(nn.Module):
    def __init__(self, hidden: int):
        super().__init__()
        self.dense = nn.Linear(hidden, hidden)

    def forward(self, h):
        pooled = torch.tanh(self.dense(h.mean(dim=1)))
        return assert_finite("pooler.out", pooled)


class ClassifierHead(nn.Module):
    def __init__(self, hidden: int = 8, num_labels: int = 3):
        super().__init__()
        self.pooler = Pooler(hidden)
        self.dropout = nn.Dropout(0.0)
        self.out = nn.Linear(hidden, num_labels)

    def forward(self, h):
        logits = self.out(self.dropout(self.pooler(h)))
        return assert_finite("classifier.logits", logits).log_softmax(-1)


head = torch.compile(ClassifierHead(), fullgraph=True)
