from typing import Callable, List

import torch


def unpad_image(tensor: torch.Tensor, original_size: torch.Tensor) -> torch.Tensor:
    """Remove the padding that the processor added to fit the anyres grid.

    tensor: (C, H, W) feature map; original_size: (2,) tensor of (height, width).
    """
    original_height, original_width = original_size.tolist()
    current_height, current_width = tensor.shape[1:]

    original_aspect_ratio = original_width / original_height
    current_aspect_ratio = current_width / current_height

    if original_aspect_ratio > current_aspect_ratio:
        scale_factor = current_width / original_width
        new_height = int(original_height * scale_factor)
        padding = (current_height - new_height) // 2
        unpadded = tensor[:, padding : current_height - padding, :]
    else:
        scale_factor = current_height / original_height
        new_width = int(original_width * scale_factor)
        padding = (current_width - new_width) // 2
        unpadded = tensor[:, :, padding : current_width - padding]
    return unpadded


def _pack_flat(image_features: List[torch.Tensor], image_sizes: torch.Tensor,
               image_newline: torch.Tensor, grid: int) -> List[torch.Tensor]:
    return [feat.flatten(0, 1) for feat in image_features]


def _pack_anyres(image_features: List[torch.Tensor], image_sizes: torch.Tensor,
                 image_newline: torch.Tensor, grid: int) -> List[torch.Tensor]:
    packed = []
    for idx, feat in enumerate(image_features):
        base, patches = feat[0], feat[1:]
        hidden = patches.shape[-1]
        side = int(patches.shape[1] ** 0.5)
        patches = patches.view(grid, grid, side, side, hidden)
        patches = patches.permute(4, 0, 2, 1, 3).contiguous().flatten(1, 2).flatten(2, 3)
        patches = unpad_image(patches, image_sizes[idx])
        newline = image_newline[:, None, None].expand(*patches.shape[:-1], 1)
        patches = torch.cat((patches, newline), dim=-1)
        patches = patches.flatten(1, 2).transpose(0, 1)
        packed.append(torch.cat((base, patches), dim=0))
    return packed


def build_feature_packer(aspect_ratio_mode: str, grid: int) -> Callable:
    impl = _pack_anyres if aspect_ratio_mode.startswith("anyres") else _pack_flat

    def pack(image_features, image_sizes, image_newline):
        return impl(list(image_features), image_sizes, image_newline, grid)

    return pack
