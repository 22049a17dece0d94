import torch
from torch import nn

from .activations import get_cross_encoder_activation_function


class BertPooler(nn.Module):
    def __init__(self, hidden_size: int):
        super().__init__()
        self.dense = nn.Linear(hidden_size, hidden_size)
        self.activation = nn.Tanh()

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        first_token = hidden_states[:, 0]
        return self.activation(self.dense(first_token))


class ClassifierPooler(nn.Module):
    """CLS pooling -> dropout-free classifier -> score activation."""

    def __init__(self, config):
        super().__init__()
        self.pooler = BertPooler(config.hidden_size)
        self.classifier = nn.Linear(config.hidden_size, config.num_labels)
        self.score_act = get_cross_encoder_activation_function(config)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        pooled = self.pooler(hidden_states)
        logits = self.classifier(pooled)
        scores = self.score_act(logits)
        return scores.squeeze(-1) if scores.shape[-1] == 1 else scores
