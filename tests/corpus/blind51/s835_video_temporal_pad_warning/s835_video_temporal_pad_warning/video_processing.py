import logging

import torch

logger = logging.getLogger(__name__)


class VideoFramePreprocessor:
    def __init__(self, temporal_patch_size: int = 2, patch_size: int = 4):
        self.temporal_patch_size = temporal_patch_size
        self.patch_size = patch_size

    def pad_temporal(self, frames: torch.Tensor) -> torch.Tensor:
        """frames: (T, C, H, W) -> (T', C, H, W) with T' a multiple of temporal_patch_size."""
        num_frames = frames.shape[0]
        remainder = num_frames % self.temporal_patch_size
        if remainder != 0:
            logger.warning(
                "Video has %d frames, not a multiple of temporal_patch_size=%d; repeating the last frame.",
                num_frames,
                self.temporal_patch_size,
            )
            repeats = frames[-1:].expand(self.temporal_patch_size - remainder, -1, -1, -1)
            frames = torch.cat([frames, repeats], dim=0)
        return frames

    def to_patches(self, frames: torch.Tensor) -> torch.Tensor:
        frames = self.pad_temporal(frames)
        t, c, h, w = frames.shape
        grid_t = t // self.temporal_patch_size
        return frames.reshape(grid_t, self.temporal_patch_size * c * h * w)
