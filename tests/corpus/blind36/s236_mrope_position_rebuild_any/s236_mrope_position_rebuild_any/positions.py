import torch

IMAGE_TOKEN_ID = 7
SPATIAL_MERGE = 2


def text_position_ids(input_ids: torch.Tensor) -> torch.Tensor:
    """[3, batch, seq]: temporal/height/width all equal to the token index."""
    b, s = input_ids.shape
    pos = torch.arange(s, device=input_ids.device).expand(b, s)
    return pos.unsqueeze(0).expand(3, b, s)


def _vision_offsets(input_ids: torch.Tensor, grid_hw: tuple) -> torch.Tensor:
    h, w = grid_hw[0] // SPATIAL_MERGE, grid_hw[1] // SPATIAL_MERGE
    is_img = (input_ids == IMAGE_TOKEN_ID).long()
    img_idx = torch.cumsum(is_img, dim=-1) - 1
    hh = torch.div(img_idx, w, rounding_mode="floor").clamp(min=0, max=h - 1)
    ww = torch.remainder(img_idx, w)
    return torch.stack([torch.zeros_like(hh), hh, ww]) * is_img.unsqueeze(0)


def rebuild_position_ids(input_ids: torch.Tensor, grid_hw=(4, 4)) -> torch.Tensor:
    """Recomputed per request at prefill; text-only prompts take the fast path."""
    base = text_position_ids(input_ids)
    has_image = (input_ids == IMAGE_TOKEN_ID).any()
    if has_image:
        return base + _vision_offsets(input_ids, grid_hw)
    return base
