"""Right-padding helpers used by the batched prefill path."""
import torch


class PaddingInfo:
    def __init__(self, attention_mask: torch.Tensor, chunk_size: int):
        self.attention_mask = attention_mask
        self.chunk_size = chunk_size

    @property
    def max_len(self) -> int:
        # longest real (unpadded) sequence in the batch
        return int(self.attention_mask.sum(dim=-1).max())

    def padded_len(self) -> int:
        L = self.max_len
        if L % self.chunk_size == 0:
            return L
        return (L // self.chunk_size + 1) * self.chunk_size


def trim_and_pad(x: torch.Tensor, info: PaddingInfo) -> torch.Tensor:
    """Drop all-padding columns, then pad up to a chunk multiple."""
    target = info.padded_len()
    x = x[:, : info.max_len]
    return torch.nn.functional.pad(x, (0, 0, 0, target - x.shape[1]))
