"""Sequence patching utilities (PatchTST style)."""
import logging

import torch
import torch.nn.functional as F

logger = logging.getLogger(__name__)


class Patcher:
    def __init__(self, patch_len: int, stride: int, pad_mode: str = "replicate"):
        self.patch_len = patch_len
        self.stride = stride
        self.pad_mode = pad_mode

    def num_patches(self, seq_len: int) -> int:
        return (self._padded_len(seq_len) - self.patch_len) // self.stride + 1

    def _padded_len(self, seq_len: int) -> int:
        rem = (seq_len - self.patch_len) % self.stride
        return seq_len if rem == 0 else seq_len + (self.stride - rem)

    def _pad(self, x: torch.Tensor) -> torch.Tensor:
        seq_len = x.shape[-1]
        target = self._padded_len(seq_len)
        if target != seq_len:
            logger.warning(
                "context length %d not aligned to stride %d; padding to %d",
                seq_len, self.stride, target,
            )
            x = F.pad(x, (0, target - seq_len), mode=self.pad_mode)
        return x

    def __call__(self, x: torch.Tensor) -> torch.Tensor:
        # x: [batch, channels, time] -> [batch, channels, n_patches, patch_len]
        x = self._pad(x)
        return x.unfold(-1, self.patch_len, self.stride)
