import torch
from torch import nn

from .labels import LabelMap

_DEFAULT_CFG = {
    "hidden_size": 12,
    "num_labels": 3,
    "id2label": {"0": "negative", "1": "neutral", "2": "positive"},
    "classifier_dropout": 0.0,
}


class ClassificationHead(nn.Module):
    def __init__(self, hidden: int, num_labels: int, dropout: float):
        super().__init__()
        self.dense = nn.Linear(hidden, hidden)
        self.dropout = nn.Dropout(dropout)
        self.out_proj = nn.Linear(hidden, num_labels)

    def forward(self, features: torch.Tensor) -> torch.Tensor:
        x = features[:, 0, :]
        x = self.dropout(x)
        x = torch.tanh(self.dense(x))
        return self.out_proj(self.dropout(x))


class SequenceClassifier(nn.Module):
    def __init__(self, cfg: dict):
        super().__init__()
        self.labels = LabelMap.from_hf_config(cfg)
        self.head = ClassificationHead(cfg["hidden_size"], len(self.labels), cfg["classifier_dropout"])
        self.eval()

    @classmethod
    def from_pretrained_config(cls, cfg: dict | None = None) -> "SequenceClassifier":
        return cls(dict(cfg or _DEFAULT_CFG))

    def _postprocess(self, logits: torch.Tensor):
        probs = logits.softmax(dim=-1)
        conf, ids = probs.max(dim=-1)
        return {"labels": self.labels.decode(ids), "scores": conf, "probs": probs}

    @torch.compile(fullgraph=True)
    def classify(self, hidden_states: torch.Tensor):
        logits = self.head(hidden_states)
        return self._postprocess(logits)
