from dataclasses import dataclass

import torch
from torch import nn

from .pooler import ClassifierPooler


@dataclass
class RerankerConfig:
    hidden_size: int = 8
    num_labels: int = 1
    sigmoid_normalize: bool = True


class CrossEncoderReranker(nn.Module):
    def __init__(self, config: RerankerConfig = RerankerConfig()):
        super().__init__()
        self.config = config
        self.encoder = nn.TransformerEncoderLayer(
            d_model=config.hidden_size, nhead=2, dim_feedforward=16, dropout=0.0, batch_first=True
        )
        self.classifier = ClassifierPooler(config.hidden_size, config.num_labels)

    @torch.compile(fullgraph=True)
    def compute_scores(self, inputs_embeds: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        hidden = self.encoder(inputs_embeds)
        logits = self.classifier(hidden, attention_mask).squeeze(-1)
        if self.config.sigmoid_normalize:
            return torch.sigmoid(logits)
        return logits
