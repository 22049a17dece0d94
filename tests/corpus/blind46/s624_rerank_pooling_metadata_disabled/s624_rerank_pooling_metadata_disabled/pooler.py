import torch
from torch import nn

from .pooling_metadata import PoolingMetadataBuilder


class ClassifierPooler(nn.Module):
    """CLS pooling -> dense/tanh -> score projection (BERT/XLM-R reranker head)."""

    def __init__(self, hidden_size: int, num_labels: int = 1):
        super().__init__()
        self.dense = nn.Linear(hidden_size, hidden_size)
        self.out_proj = nn.Linear(hidden_size, num_labels)
        self.metadata_builder = PoolingMetadataBuilder()

    def _gather_first_tokens(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        meta = self.metadata_builder.build(attention_mask)
        batch_idx = torch.arange(hidden_states.shape[0], device=hidden_states.device)
        return hidden_states[batch_idx, meta.first_token_indices]

    def forward(self, hidden_states: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        cls = self._gather_first_tokens(hidden_states, attention_mask)
        return self.out_proj(torch.tanh(self.dense(cls)))
