import torch
from torch import nn


class OPTLearnedPositionalEmbedding(nn.Embedding):
    """Learned absolute positions; OPT reserves the first two rows, hence the offset."""

    def __init__(self, num_embeddings: int, embedding_dim: int):
        self.offset = 2
        self.max_positions = num_embeddings
        super().__init__(num_embeddings + self.offset, embedding_dim)

    def forward(self, attention_mask: torch.LongTensor, past_key_values_length: int = 0):
        positions = torch.cumsum(attention_mask, dim=1)
        positions = (positions * attention_mask - 1).long()
        positions = positions[:, past_key_values_length:]
        # An out-of-range index only surfaces as a device-side assert on GPU; fail early and readably instead.
        if positions.max().item() >= self.max_positions:
            raise IndexError(f"position {int(positions.max())} exceeds max_position_embeddings={self.max_positions}")
        return super().forward(positions + self.offset)
