from typing import List

import torch

from .anyres import get_anyres_grid_shape, unpad_image


def pack_image_features(
    image_features: List[torch.Tensor],
    image_sizes: torch.Tensor,
    image_newline: torch.Tensor,
    tokens_per_side: int,
) -> torch.Tensor:
    """spatial_unpad merge: base tile first, then the unpadded high-res grid with row newlines."""
    new_features = []
    for image_idx, image_feature in enumerate(image_features):
        base_feature = image_feature[0]
        crops = image_feature[1:]
        grid_h, grid_w = get_anyres_grid_shape(crops.shape[0])
        crops = crops.view(grid_h, grid_w, tokens_per_side, tokens_per_side, -1)
        crops = crops.permute(4, 0, 2, 1, 3).contiguous()
        crops = crops.flatten(1, 2).flatten(2, 3)
        crops = unpad_image(crops, image_sizes[image_idx])
        newline = image_newline[:, None, None].expand(*crops.shape[:-1], 1).to(crops.dtype)
        crops = torch.cat((crops, newline), dim=-1)
        crops = crops.flatten(1, 2).transpose(0, 1)
        new_features.append(torch.cat((base_feature, crops), dim=0))
    return torch.cat(new_features, dim=0)
