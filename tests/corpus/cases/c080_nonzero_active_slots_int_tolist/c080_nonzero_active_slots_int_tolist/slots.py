import torch


def active_slots(seq_lens: torch.Tensor) -> list:
    """Indices of the batch slots that still hold tokens."""
    return torch.nonzero(seq_lens > 0).view(-1).int().tolist()
