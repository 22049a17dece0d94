import logging
from typing import List, Sequence

import numpy as np
import torch

logger = logging.getLogger(__name__)


class Idefics3ImageProcessor:
    """Host-side preprocessing: resize/pad variable-sized images into one batch."""

    def __init__(self, max_image_size: int = 8, patch_size: int = 2):
        self.max_image_size = max_image_size
        self.patch_size = patch_size

    def pad_pixel_values(self, images: Sequence[np.ndarray]) -> torch.Tensor:
        max_h = max(img.shape[1] for img in images)
        max_w = max(img.shape[2] for img in images)
        if max(max_h, max_w) > self.max_image_size:
            logger.warning("image of %dx%d exceeds max_image_size=%d", max_h, max_w, self.max_image_size)
        padded = np.zeros((len(images), images[0].shape[0], max_h, max_w), dtype=np.float32)
        for i, img in enumerate(images):
            padded[i, :, : img.shape[1], : img.shape[2]] = img
        return torch.from_numpy(padded)

    def pixel_attention_mask(self, images: Sequence[np.ndarray], padded: torch.Tensor) -> torch.Tensor:
        mask = torch.zeros(padded.shape[0], *padded.shape[2:], dtype=torch.bool)
        for i, img in enumerate(images):
            mask[i, : img.shape[1], : img.shape[2]] = True
        return mask

    def image_sizes(self, images: Sequence[np.ndarray]) -> List[List[int]]:
        sizes = torch.tensor([[img.shape[1], img.shape[2]] for img in images])
        return sizes.tolist()
