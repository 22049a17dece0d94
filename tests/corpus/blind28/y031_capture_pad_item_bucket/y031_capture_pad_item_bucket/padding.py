"""Helpers that pad the flattened token batch to a capture bucket."""
import torch
import torch.nn.functional as F

from .capture_config import CaptureConfig


class BatchPadder:
    """Pads hidden states to the next capture size.

    The number of *valid* tokens lives on the device (it is written by the
    scheduler's prepare step), so we read it back to pick the bucket.
    """

    def __init__(self, config: CaptureConfig):
        self.config = config

    def num_valid_tokens(self, num_valid: torch.Tensor) -> int:
        return int(num_valid.item())

    def padded_size(self, num_valid: torch.Tensor) -> int:
        n = self.num_valid_tokens(num_valid)
        return self.config.bucket_for(n)

    def pad(self, hidden: torch.Tensor, num_valid: torch.Tensor) -> torch.Tensor:
        target = self.padded_size(num_valid)
        extra = target - hidden.shape[0]
        if extra <= 0:
            return hidden[:target]
        return F.pad(hidden, (0, 0, 0, extra), value=self.config.pad_value)

    def unpad(self, out: torch.Tensor, num_rows: int) -> torch.Tensor:
        return out[:num_rows]
