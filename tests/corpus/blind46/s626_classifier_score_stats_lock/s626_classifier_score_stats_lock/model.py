import torch
from torch import nn

from .heads import SequenceClassificationHead
from .observers import LabelHistogram


class ScoringModel(nn.Module):
    def __init__(self, hidden_size: int = 8, num_labels: int = 3):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Linear(hidden_size, hidden_size),
            nn.GELU(),
            nn.LayerNorm(hidden_size),
        )
        self.head = SequenceClassificationHead(hidden_size, num_labels)
        self.label_stats = LabelHistogram(num_labels)
        self.head.observers.add(self.label_stats.observe)

    def forward(self, inputs_embeds: torch.Tensor) -> torch.Tensor:
        hidden = self.encoder(inputs_embeds)
        return self.head(hidden[:, 0])


compiled = torch.compile(ScoringModel().eval(), fullgraph=True)
